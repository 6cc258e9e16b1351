/**
 * Every rejection code the variants can return, with its rule and its text in English
 * and Czech. The engine merges this into its own catalogue.
 */
import { refuse, type MessageCatalogue, type MessageParams, type Rejection } from '@arbiter/kernel';
import { triDMessages } from '../messages';

/** Message catalogue of the Tri-D variants. */
export const variantMessages = {
  ERR_CHESS960_NUMBER: {
    rule: 'V.P5.2',
    en: 'A 3D-Chess960 setup is chess960:N with N from 0 to 959, or chess960:seed:S; not "{number}".',
    cs: 'Postavení 3D-Šachů960 se zapisuje chess960:N s N od 0 do 959 nebo chess960:seed:S, ne „{number}“.',
  },
  ERR_CHESS960_PIECES: {
    rule: 'V.P5.2.1',
    en: 'A first row holds a king, a queen, two rooks, two bishops and two knights.',
    cs: 'První řada obsahuje krále, dámu, dvě věže, dva střelce a dva jezdce.',
  },
  ERR_CHESS960_KING: {
    rule: 'V.P5.2.1',
    en: 'The king must stand between the two rooks.',
    cs: 'Král musí stát mezi oběma věžemi.',
  },
  ERR_CHESS960_BISHOPS: {
    rule: 'V.P5.2.1',
    en: 'The bishops must stand on squares of opposite colours.',
    cs: 'Střelci musí stát na polích opačné barvy.',
  },
  ERR_SETUP_NOT_AVAILABLE: {
    rule: 'V.P2',
    ruleFrom: 'the clause of the setup asked for (V.P2, V.P3, V.P4 or V.P7)',
    en: 'The setup {setup} exists in the source only as a picture that is not in the text; load it from a position string.',
    cs: 'Postavení {setup} je ve zdroji jen jako obrázek, který v textu chybí; načtěte je z řetězce pozice.',
  },
  ERR_PLACEMENT_SYNTAX: {
    rule: 'V.P6.2',
    en: 'Cannot read the placement step "{text}"; write a piece letter, @ and a first-row square (B@b1W).',
    cs: 'Krok rozestavení „{text}“ nelze přečíst; pište písmeno figury, @ a pole první řady (B@b1W).',
  },
  ERR_PLACEMENT_SQUARE: {
    rule: 'V.P6.2',
    en: '{side} places only on his own first row, not on {square}.',
    cs: 'Na tahu je {side} a staví jen na svou první řadu, ne na {square}.',
  },
  ERR_PLACEMENT_ROLE: {
    rule: 'V.P6.2',
    en: '{side} may not place a {role} now.',
    cs: 'Na tahu je {side} a teď nesmí postavit kámen {role}.',
  },
  ERR_PLACEMENT_OCCUPIED: {
    rule: 'V.P6.2',
    en: '{square} already holds a piece.',
    cs: 'Na poli {square} už figura stojí.',
  },
  ERR_PLACEMENT_BISHOP_SHADE: {
    rule: 'V.P5.2.1',
    en: 'The second bishop must stand on the other colour ({square} has the first one’s colour).',
    cs: 'Druhý střelec musí stát na poli druhé barvy ({square} má barvu prvního).',
  },
  ERR_PLACEMENT_OVER: {
    rule: 'V.P6.2',
    en: 'Both first rows are complete; White moves.',
    cs: 'Obě první řady jsou hotové; táhne bílý.',
  },
} as const satisfies MessageCatalogue;

/** Codes of the attack-board variants and 3D-Chess960 castling, judged before the engine's own checks. */
export const variantMoveMessages = {
  ERR_EMPTY_BOARD_FORWARD: {
    rule: 'V.A1',
    en: 'Under V.A1 an empty attack board moves only backward or sideways; {from}-{to} is forward.',
    cs: 'Podle V.A1 táhne prázdná útočná deska jen vzad nebo do strany; {from}-{to} je tah vpřed.',
  },
  ERR_BOARD_NOT_TWO_AWAY: {
    rule: 'V.A2.1',
    en: 'Under V.A2.1 a board moves to a pin of its side exactly two ranks away; {to} is not two ranks from {from}.',
    cs: 'Podle V.A2.1 se deska přesouvá o dvě pozice po své straně; {to} není o dvě pozice od {from}.',
  },
  ERR_BOARD_NOT_OWN: {
    rule: 'V.A5',
    en: 'Under V.A5 a player moves only his own two boards; the board on {from} is not yours.',
    cs: 'Podle V.A5 hráč táhne jen svými dvěma deskami; deska na {from} vaše není.',
  },
  ERR_BOARD_OFF_DIAGONAL: {
    rule: 'V.A5',
    en: 'Under V.A5 a board moves only up or down its own side ({from} to {to} is not).',
    cs: 'Podle V.A5 táhne deska jen nahoru či dolů po své straně ({from} na {to} ne).',
  },
  ERR_BOARD_NEUTRAL: {
    rule: 'V.A4',
    en: 'The neutral board on {from} moves only while a piece stands on it.',
    cs: 'Neutrální deska na {from} se smí táhnout, jen když na ní stojí figura.',
  },
  ERR_BOARD_TURN_NOT_ALLOWED: {
    rule: 'TR 3.6',
    en: 'A board cannot stay on {from}: turning a board is the variant V.A2 (option v-a2=on).',
    cs: 'Deska nemůže zůstat na {from}: otočení desky je varianta V.A2 (volba v-a2=on).',
  },
  ERR_BOARD_TURN_EMPTY: {
    rule: 'V.A2',
    en: 'Only a board carrying one piece can be turned; the board on {from} is empty.',
    cs: 'Otočit lze jen desku s jednou figurou; deska na {from} je prázdná.',
  },
  ERR_LOWER_SLOTS_OFF: {
    rule: 'V.A2.2',
    en: '{pin} is a lower slot: a board hangs under a main board only in the variant V.A2.2 (option v-a2-2=on).',
    cs: '{pin} je spodní místo: deska visí pod hlavní deskou jen ve variantě V.A2.2 (volba v-a2-2=on).',
  },
  ERR_BOARD_FLIP_OCCUPIED: {
    rule: 'V.A2.2',
    en: 'Only an empty board can be turned over to the other slot of its pin; the board on {from} carries a piece.',
    cs: 'Na druhé místo téhož čepu lze převrátit jen prázdnou desku; na desce na {from} stojí figura.',
  },
  ERR_BOARD_SLOT_CHANGE: {
    rule: 'V.A2.2',
    en: 'A board moving to another pin stays in its slot (upper or lower); {from} to {to} would change it. Turn the empty board over on its own pin instead.',
    cs: 'Deska, která táhne na jiný čep, zůstává na svém místě (horním, nebo spodním); tah {from} na {to} by ji změnil. Prázdnou desku lze místo toho převrátit na jejím vlastním čepu.',
  },
  ERR_CASTLING_PATH_BLOCKED: {
    rule: 'V.P5.3.4',
    en: 'Castling needs {square} empty (the path of king or rook, goals included).',
    cs: 'Rošáda vyžaduje volné pole {square} (cesta krále či věže včetně cílových polí).',
  },
  ERR_CASTLING_CROSSES_ATTACK: {
    rule: 'V.P5.3.5',
    en: 'The king starts on rank 1 and would cross the attacked square {square}.',
    cs: 'Král stojí v řadě 1 a přešel by přes napadené pole {square}.',
  },
  ERR_CASTLING_NOT_AVAILABLE: {
    rule: 'TR 3.5(a)(ii)(1)',
    en: 'There is no such castling here: in 3D-Chess960 a castling needs the king and the rook on that side of it unmoved on their first row.',
    cs: 'Taková rošáda tu není: rošáda ve 3D-Šachách960 vyžaduje, aby král i věž na té straně od něj stáli na první řadě a dosud netáhli.',
  },
  ERR_BOARD_PROMOTION_OFF: {
    rule: 'V.A3',
    en: 'A pawn becomes an attack board only under the variant V.A3 (option v-a3=on).',
    cs: 'Pěšec se mění v útočnou desku jen ve variantě V.A3 (volba v-a3=on).',
  },
  ERR_BOARD_PROMOTION_CHECK: {
    rule: 'TR 3.5(b)',
    en: 'Promoting into an attack board on {square} would leave the own king in check.',
    cs: 'Proměna v útočnou desku na {square} by nechala vlastního krále v šachu.',
  },
  ERR_BOARD_PROMOTION_CORNER: {
    rule: 'V.A3',
    en: 'A pawn becomes an attack board only on a1, d1, a8 or d8, not on {square}.',
    cs: 'Pěšec se mění v útočnou desku jen na a1, d1, a8 nebo d8, ne na {square}.',
  },
} as const satisfies MessageCatalogue;

/** Every code of the Variants page. */
export const variantCatalogue = { ...variantMessages, ...variantMoveMessages } as const;

/** A code of the Variants page. */
export type VariantCode = keyof typeof variantCatalogue;

/** The whole catalogue of the game with its variants: Meder's rules' codes and the Variants page's. */
export const triDMessageCatalogue: MessageCatalogue = { ...triDMessages, ...variantCatalogue };

/** A rejection from the variants' catalogues: a plain object with the catalogue's rule and English text. */
export function refuseVariant(code: VariantCode, params?: MessageParams): Rejection {
  return refuse(variantCatalogue, code, params && Object.keys(params).length ? params : undefined);
}
