/**
 * Every code the Tri-D engine can answer with: its rule and its text in English and Czech.
 * Rejections are built from this table (`refuse`, the kernel's, as plain objects), so a code, its
 * rule and its English message can never drift apart; `{name}` is filled from the rejection's params.
 * The variants' codes live beside them in `variants/messages.ts`; the game's whole catalogue
 * (`triDMessageCatalogue`) is assembled there, above both.
 */
import {
  refuse as kernelRefuse,
  type MessageCatalogue,
  type RefusalParams,
  type Rejection,
} from '@arbiter/kernel';

export const triDMessages = {
  ERR_NOTATION_MALFORMED: {
    rule: 'TR E9',
    en: 'Cannot read "{text}" as a move; write a move such as b2W-b4N, Nc3W, aWxb4W, 0-0 or QL3.',
    cs: 'Zápis „{text}“ nelze přečíst jako tah; pište tah jako b2W-b4N, Nc3W, aWxb4W, 0-0 nebo QL3.',
  },
  ERR_NOTATION_NO_LEVEL: {
    rule: 'TR E4',
    en: 'In "{text}" the square {square} has no level; a square is file, rank and level: {squares}.',
    cs: 'V zápisu „{text}“ chybí poli {square} úroveň; pole se píše sloupcem, řadou a úrovní: {squares}.',
  },
  ERR_NOTATION_LEVEL_CASE: {
    rule: 'TR E3',
    en: 'Levels and attack-board pins are written in capitals: "{suggested}", not "{text}".',
    cs: 'Úrovně a čepy útočných desek se píší velkými písmeny: „{suggested}“, ne „{text}“.',
  },
  ERR_NOTATION_LONG_FORM_LETTER: {
    rule: 'TR E9',
    en: 'The long form (from-to) has no piece letter: write "{suggested}", or "{appendix}" in Appendix E, not "{text}".',
    cs: 'Dlouhý zápis (odkud-kam) nemá písmeno kamene: pište „{suggested}“, nebo podle dodatku E „{appendix}“, ne „{text}“.',
  },
  ERR_NOTATION_DASH: {
    rule: 'TR E9',
    en: 'Write the hyphen "-", not "{dash}": "{suggested}".',
    cs: 'Pište spojovník „-“, ne „{dash}“: „{suggested}“.',
  },
  ERR_NOTATION_COMMA: {
    rule: 'TR E9',
    en: 'Moves are separated by spaces, not commas ("{text}"): write {suggested}; a comma follows only a delayed promotion (a8B=Q,).',
    cs: 'Tahy se oddělují mezerou, ne čárkou („{text}“): pište {suggested}; čárka patří jen za odloženou proměnu (a8B=Q,).',
  },
  ERR_NOTATION_DELAYED_PROMOTION: {
    rule: 'TR E14',
    en: 'Cannot read "{text}": a delayed promotion is written as the pawn square, =, the piece, then a comma (a8B=Q,).',
    cs: 'Zápis „{text}“ nelze přečíst: odložená proměna se píše polem pěšce, =, kamenem a čárkou (a8B=Q,).',
  },
  ERR_NOTATION_PAWN_LETTER: {
    rule: 'TR E7',
    en: 'Cannot read "{text}": a pawn move has no letter (d6B, not Pd6B).',
    cs: 'Zápis „{text}“ nelze přečíst: tah pěšcem se píše bez písmene (d6B, ne Pd6B).',
  },
  ERR_UNKNOWN_SQUARE: {
    rule: 'TR E4',
    en: 'There is no square {square} on the 3D board.',
    cs: 'Na trojrozměrné šachovnici není žádné pole {square}.',
  },
  ERR_SQUARE_NOT_PRESENT: {
    rule: 'TR 3.1(e)',
    en: '{square} does not exist now: no attack board stands on {pin}.',
    cs: 'Pole {square} teď neexistuje: na čepu {pin} nestojí žádná útočná deska.',
  },
  ERR_NO_PIECE: {
    rule: 'TR 3.1',
    en: 'There is no piece on {square}.',
    cs: 'Na poli {square} nestojí žádný kámen.',
  },
  ERR_WRONG_SIDE: {
    rule: 'TR 1.1',
    en: 'The piece on {square} is not a piece of the side to move ({side}).',
    cs: 'Kámen na poli {square} nepatří straně, která je na tahu ({side}).',
  },
  ERR_VERTICAL_MOVE: {
    rule: 'TR 3.1(d)',
    en: 'No piece moves straight up or down: {from} and {to} lie in the same column.',
    cs: 'Žádný kámen netáhne svisle nahoru ani dolů: {from} a {to} leží v témž sloupci.',
  },
  ERR_OWN_PIECE_ON_TARGET: {
    rule: 'TR 3.1(b)',
    en: '{to} is occupied by a piece of the same colour.',
    cs: 'Pole {to} je obsazeno kamenem stejné barvy.',
  },
  ERR_QUEEN_MOVE: {
    rule: 'TR 3.2',
    en: 'A queen moves along a file, rank or diagonal; it cannot go from {from} to {to}.',
    cs: 'Dáma táhne po sloupci, řadě nebo diagonále; z {from} na {to} táhnout nemůže.',
  },
  ERR_ROOK_MOVE: {
    rule: 'TR 3.2',
    en: 'A rook moves along a file or rank; it cannot go from {from} to {to}.',
    cs: 'Věž táhne po sloupci nebo řadě; z {from} na {to} táhnout nemůže.',
  },
  ERR_BISHOP_MOVE: {
    rule: 'TR 3.2',
    en: 'A bishop moves along a diagonal; it cannot go from {from} to {to}.',
    cs: 'Střelec táhne po diagonále; z {from} na {to} táhnout nemůže.',
  },
  ERR_KNIGHT_MOVE: {
    rule: 'TR 3.3',
    en: 'A knight jumps to a nearest square off its file, rank and diagonal; {to} is not one from {from}.',
    cs: 'Jezdec skáče na nejbližší pole mimo svůj sloupec, řadu a diagonálu; {to} takovým polem od {from} není.',
  },
  ERR_KING_MOVE: {
    rule: 'TR 3.5(a)',
    en: 'A king moves to an adjoining square only; {to} does not adjoin {from}.',
    cs: 'Král táhne jen na sousední pole; {to} se polem {from} nesousedí.',
  },
  ERR_PAWN_MOVE: {
    rule: 'TR 3.4',
    en: 'A pawn moves forward on its file (or diagonally forward to capture); it cannot go from {from} to {to}.',
    cs: 'Pěšec táhne vpřed po svém sloupci (nebo šikmo vpřed, když bere); z {from} na {to} táhnout nemůže.',
  },
  ERR_PATH_BLOCKED: {
    rule: 'TR 3.1(c)',
    en: 'The piece on {blocker} blocks the way from {from} to {to}: a piece blocks every level of its column.',
    cs: 'Cestu z {from} na {to} zahrazuje kámen na poli {blocker}: kámen blokuje všechna patra svého sloupce.',
  },
  ERR_PAWN_FORWARD_OCCUPIED: {
    rule: 'TR 3.4(a)',
    en: 'A pawn moves straight ahead only to an empty square, and {to} is occupied.',
    cs: 'Pěšec táhne rovně vpřed jen na volné pole a pole {to} je obsazeno.',
  },
  ERR_DOUBLE_STEP_USED: {
    rule: 'TR 3.4(b)',
    en: 'The pawn on {from} has moved already (or was carried by an attack board): no double step.',
    cs: 'Pěšec na poli {from} už táhl (nebo ho nesla útočná deska): dvojkrok mu nepřísluší.',
  },
  ERR_PAWN_CAPTURE_EMPTY: {
    rule: 'TR 3.4(c)',
    en: 'A pawn moves diagonally only to capture, and there is nothing to capture on {to}.',
    cs: 'Pěšec táhne šikmo jen tehdy, když bere, a na poli {to} není co brát.',
  },
  ERR_PROMOTION_REQUIRED: {
    rule: 'TR 3.4(e)(i)',
    en: 'The pawn reaches its furthest rank on {square} and must be promoted: add =Q, =R, =B or =N.',
    cs: 'Pěšec dosahuje na poli {square} nejvzdálenější řady a musí se proměnit: připište =Q, =R, =B nebo =N.',
  },
  ERR_PROMOTION_NOT_ALLOWED: {
    rule: 'TR 3.4(e)(ii)',
    en: 'No pawn reaches its furthest rank in this move, so there is nothing to promote.',
    cs: 'Žádný pěšec tímto tahem nedosahuje nejvzdálenější řady, není tedy co proměnit.',
  },
  ERR_PROMOTION_PIECE: {
    rule: 'TR 3.4(e)(i)',
    en: 'A pawn becomes a queen, rook, bishop or knight, not "{piece}".',
    cs: 'Pěšec se mění v dámu, věž, střelce nebo jezdce, ne v „{piece}“.',
  },
  ERR_PROMOTION_PENDING: {
    rule: 'TR 3.4(e)(iii)',
    en: 'The pawn on {square} must be promoted before the next move: write the choice first ({square}=Q,<move>).',
    cs: 'Pěšec na poli {square} se musí proměnit před dalším tahem: napište nejprve volbu ({square}=Q,<tah>).',
  },
  ERR_NO_PROMOTION_PENDING: {
    rule: 'TR 3.4(e)(iii)',
    en: 'No pawn awaits a delayed promotion, so no piece can be chosen before this move.',
    cs: 'Žádný pěšec nečeká na odloženou proměnu, a tak před tímto tahem nelze volit figuru.',
  },
  ERR_NO_PROMOTION_PENDING_ON: {
    rule: 'TR 3.4(e)(iii)',
    en: 'No pawn on {square} awaits a delayed promotion.',
    cs: 'Na poli {square} nečeká žádný pěšec na odloženou proměnu.',
  },
  ERR_KING_IN_CHECK: {
    rule: 'TR 3.5(b)',
    en: 'The move would leave or place the own king on {king} in check.',
    cs: 'Tah by nechal nebo postavil vlastního krále na poli {king} v šachu.',
  },
  ERR_CASTLING_FIRST_MOVE: {
    rule: 'TR 3.5(a)(ii)(1)[a]',
    en: "Castling is not allowed as {side}'s first move.",
    cs: 'Rošáda nesmí být prvním tahem, který {side} zahraje.',
  },
  ERR_CASTLING_KING_MOVED: {
    rule: 'TR 3.5(a)(ii)(1)[b]',
    en: 'Castling is illegal once the king has moved (or is not on {square}).',
    cs: 'Rošáda je nepřípustná, jakmile král táhl (nebo nestojí na poli {square}).',
  },
  ERR_CASTLING_ROOK_MOVED: {
    rule: 'TR 3.5(a)(ii)(1)[c]',
    en: 'Castling is illegal with a rook that has moved (or is not on {square}).',
    cs: 'Rošáda je nepřípustná s věží, která táhla (nebo nestojí na poli {square}).',
  },
  ERR_CASTLING_ATTACKED: {
    rule: 'TR 3.5(a)(ii)(2)[a]',
    en: "Castling is prevented for now: the king's square or {square}, where it would go, is attacked.",
    cs: 'Rošáda je zatím znemožněna: pole krále nebo pole {square}, kam by šel, je napadeno.',
  },
  ERR_CASTLING_BLOCKED: {
    rule: 'TR 3.5(a)(ii)(2)[b]',
    en: 'Castling is prevented for now: {square} stands between king and rook or is not free.',
    cs: 'Rošáda je zatím znemožněna: pole {square} leží mezi králem a věží nebo není volné.',
  },
  ERR_NO_BOARD_ON_PIN: {
    rule: 'TR 3.6',
    en: 'No attack board stands on {pin}.',
    cs: 'Na čepu {pin} nestojí žádná útočná deska.',
  },
  ERR_BOARD_OVERFULL: {
    rule: 'TR 3.6',
    en: 'The attack board on {pin} holds {count} pieces; only a board with at most one piece may move.',
    cs: 'Útočná deska na čepu {pin} nese {count} kameny; táhnout smí jen deska s nejvýše jedním kamenem.',
  },
  ERR_BOARD_NOT_YOURS: {
    rule: 'TR 3.6',
    en: 'The attack board on {pin} is controlled by the other side (by its passenger, or by its owner when empty).',
    cs: 'Útočnou desku na čepu {pin} ovládá druhá strana (kamenem, který na ní stojí, nebo jako vlastník prázdné desky).',
  },
  ERR_BOARD_NOT_ADJACENT: {
    rule: 'TR 3.6',
    en: 'An attack board moves to an adjacent pin only; {to} is not adjacent to {from}.',
    cs: 'Útočná deska táhne jen na sousední čep; {to} nesousedí s {from}.',
  },
  ERR_BOARD_PIN_OCCUPIED: {
    rule: 'TR 3.6',
    en: 'Another attack board already stands on {to}.',
    cs: 'Na čepu {to} už stojí jiná útočná deska.',
  },
  ERR_BOARD_DIRECTION: {
    rule: 'TR 3.6',
    en: 'An occupied attack board moves only forward or sideways; {from} to {to} is backward for its controller.',
    cs: 'Obsazená útočná deska táhne jen vpřed nebo do strany; z {from} na {to} je to pro toho, kdo ji ovládá, vzad.',
  },
  ERR_BOARD_UNCOVERS_PROMOTION: {
    rule: 'TR 3.4(e)(iii)',
    en: 'Moving this board uncovers the pawn on {square}, whose promotion could attack the own king.',
    cs: 'Tah deskou odkryje pěšce na poli {square}, jehož proměna by mohla napadnout vlastního krále.',
  },
  ERR_NO_SUCH_MOVE: {
    rule: 'TR 3.1',
    en: 'No {piece} of the side to move can go to {to}.',
    cs: 'Žádný kámen ({piece}) strany na tahu se nemůže dostat na {to}.',
  },
  ERR_AMBIGUOUS_MOVE: {
    rule: 'TR E11',
    en: '"{text}" fits several moves ({candidates}); add the departure file, rank or level.',
    cs: 'Zápis „{text}“ odpovídá několika tahům ({candidates}); doplňte sloupec, řadu nebo patro výchozího pole.',
  },
  ERR_AMBIGUOUS_PAWN_MOVE: {
    rule: 'TR E12',
    en: '"{text}" fits several pawn moves ({candidates}); add the departure file and level.',
    cs: 'Zápis „{text}“ odpovídá několika tahům pěšcem ({candidates}); doplňte sloupec a patro výchozího pole.',
  },
  ERR_AMBIGUOUS_BOARD_MOVE: {
    rule: 'TR E13',
    en: 'Two attack boards can move to {to}; write the departure pin too ({candidates}).',
    cs: 'Na čep {to} mohou táhnout dvě útočné desky; napište i výchozí čep ({candidates}).',
  },
  ERR_CAPTURE_MARK: {
    rule: 'TR E10',
    en: '"{text}": {detail}.',
    cs: '„{text}“: {detail}.',
  },
  ERR_POSITION_SYNTAX: {
    rule: 'ARB',
    en: 'Cannot read the position string: {detail}.',
    cs: 'Zápis pozice nelze přečíst: {detail}.',
  },
  ERR_POSITION_KINGS: {
    rule: 'TR 2.6',
    en: 'A position needs exactly one king of each colour.',
    cs: 'Pozice musí mít právě jednoho krále každé barvy.',
  },
  ERR_POSITION_EN_PASSANT: {
    rule: 'TR 3.4(d)',
    en: 'The en passant field must name the pawn that has just double-stepped, not {square}.',
    cs: 'Pole pro braní mimochodem musí jmenovat pěšce, který právě udělal dvojkrok, ne {square}.',
  },
  ERR_POSITION_PROMOTION: {
    rule: 'TR 3.4(e)',
    en: 'The pawn on {square} stands on its furthest rank unpromoted.',
    cs: 'Pěšec na poli {square} stojí na nejvzdálenější řadě neproměněn.',
  },
  ERR_POSITION_CHECK: {
    rule: 'TR 3.5(b)',
    en: 'The side that has just moved is in check: the position cannot arise.',
    cs: 'Strana, která právě táhla, je v šachu: taková pozice nemůže vzniknout.',
  },
  ERR_UNKNOWN_SETUP: {
    rule: 'ARB',
    en: 'Unknown setup "{setup}": give a setup name or a position string.',
    cs: 'Neznámé postavení „{setup}“: zadejte název postavení nebo zápis pozice.',
  },
  ERR_SETUP_UNAVAILABLE: {
    rule: 'ARB',
    en: 'The setup "{setup}" is listed but its diagram is not available.',
    cs: 'Postavení „{setup}“ je uvedeno, ale jeho diagram není k dispozici.',
  },
  WARN_LEVEL_LETTER_S: {
    rule: 'TR E3',
    en: 'Read the German level letter S (Schwarz) in "{text}" as B, Black\'s board.',
    cs: 'Německé písmeno patra S (Schwarz) v „{text}“ čteno jako B, deska černého.',
  },
  WARN_AMBIGUOUS_SAME_POSITION: {
    rule: 'TR E12',
    en: '"{text}" fits {count} moves that all give the same position; {chosen} was taken.',
    cs: 'Zápis „{text}“ odpovídá {count} tahům, které vedou ke stejné pozici; byl zvolen {chosen}.',
  },
} as const satisfies MessageCatalogue;

/** A code of this package. */
export type TriDCode = keyof typeof triDMessages;

/** Builds the rejection for a code: a plain object with the rule and English text of the catalogue. */
export function refuse(code: TriDCode, params?: RefusalParams): Rejection {
  return kernelRefuse(triDMessages, code, params);
}
