/**
 * Every rejection code the Drakoburg rules can return, with its rule and its text in
 * English and Czech. `{name}` is filled from the rejection's parameters.
 */
import type { MessageCatalogue } from '@arbiter/kernel';

/** The message catalogue of @arbiter/drakoburg. */
export const drakoburgMessages = {
  ERR_DRK_NOTATION: {
    rule: 'ARB',
    en: '"{text}" is not a Drakoburg move; write e.g. c2-c3, b1-e4, c5-d7@b2 or Ue1-f3.',
    cs: '„{text}“ není tah hry Drakoburg; pište např. c2-c3, b1-e4, c5-d7@b2 nebo Ue1-f3.',
  },
  ERR_DRK_POSITION: {
    rule: 'ARB',
    en: 'Cannot read the position: {detail}.',
    cs: 'Pozici nelze přečíst: {detail}.',
  },
  ERR_DRK_SETUP_UNKNOWN: {
    rule: 'DRK R1',
    en: 'Unknown setup "{setup}"; use standard, lance, promotion-map or a position string.',
    cs: 'Neznámé postavení „{setup}“; použijte standard, lance, promotion-map nebo zápis pozice.',
  },
  ERR_DRK_GAME_OVER: {
    rule: 'DRK R4(f)',
    en: 'The position allows no move: {reason}.',
    cs: 'V pozici nelze táhnout: {reason}.',
  },
  ERR_DRK_NO_PIECE: {
    rule: 'DRK source',
    en: 'There is no piece on {square}.',
    cs: 'Na poli {square} nestojí žádná Águrka.',
  },
  ERR_DRK_NOT_YOUR_PIECE: {
    rule: 'DRK source',
    en: 'The piece on {square} belongs to {owner}; {side} is to move.',
    cs: 'Águrka na poli {square} patří soupeři: hraje s ní {owner}, na tahu je {side}.',
  },
  ERR_DRK_OWN_PIECE: {
    rule: 'DRK source',
    en: 'Field {square} holds a piece of the side to move; one piece per field.',
    cs: 'Na poli {square} stojí vlastní Águrka; na jednom poli smí stát jen jedna.',
  },
  ERR_DRK_ROYAL_CAPTURE: {
    rule: 'DRK R3',
    en: 'A knight (T) never captures an enemy knight (T).',
    cs: 'Těžkooděnec nikdy nebere soupeřova těžkooděnce.',
  },
  ERR_DRK_PATTERN: {
    rule: 'DRK source',
    en: 'The {piece} on {from} cannot reach {to} by its moves.',
    cs: 'Águrka {piece} z pole {from} nemůže svým pohybem dojít na {to}.',
  },
  ERR_DRK_NO_SUCH_MOVE: {
    rule: 'DRK source',
    en: 'No piece of the side to move fits "{text}".',
    cs: 'Zápisu „{text}“ neodpovídá žádná Águrka strany na tahu.',
  },
  ERR_DRK_AMBIGUOUS: {
    rule: 'ARB',
    en: '"{text}" fits several moves ({moves}); name the departure field.',
    cs: 'Zápisu „{text}“ odpovídá více tahů ({moves}); uveďte výchozí pole.',
  },
  ERR_DRK_PROMOTION_MISMATCH: {
    rule: 'DRK source',
    en: 'A lancer reaching file {file} becomes {expected}, not {given}.',
    cs: 'Kopiník, který dojde ve sloupci {file}, se mění v {expected}, ne v {given}.',
  },
  ERR_DRK_PROMOTION_UNEXPECTED: {
    rule: 'DRK source',
    en: 'This move is no promotion; remove "={given}".',
    cs: 'Tento tah není proměna; vynechte „={given}“.',
  },
  ERR_DRK_SEQUIX_FIELD_MISSING: {
    rule: 'DRK R6',
    en: "The move ends on a castle: name the new lancer's field with @, one of {fields}.",
    cs: 'Tah končí na hradu: uveďte pole nového kopiníka za @, jedno z {fields}.',
  },
  ERR_DRK_SEQUIX_FIELD_INVALID: {
    rule: 'DRK R6',
    en: 'The new lancer cannot stand on {square}; free fields of the pawn rank: {fields}.',
    cs: 'Nový kopiník nemůže stát na poli {square}; volná pole výchozí řady kopiníků: {fields}.',
  },
  ERR_DRK_SEQUIX_UNEXPECTED: {
    rule: 'DRK R6',
    en: 'This move adds no lancer; remove "@{square}".',
    cs: 'Tento tah nepřidává kopiníka; vynechte „@{square}“.',
  },
  ERR_DRK_ROYAL_INTO_ATTACK: {
    rule: 'DRK R4(a)',
    en: 'A knight (T) may not move onto, or be promoted on, an attacked field ({to}).',
    cs: 'Těžkooděnec nesmí vstoupit na napadené pole ani na něm vzniknout proměnou ({to}).',
  },
  ERR_DRK_ROYAL_EXPOSED: {
    rule: 'DRK R4(b)',
    en: 'The move would leave the knight (T) on {square} attacked.',
    cs: 'Tah by nechal napadeného těžkooděnce na poli {square}.',
  },
  ERR_DRK_NOT_FEWEST: {
    rule: 'DRK R4(c)',
    en: 'Another move leaves fewer knights (T) attacked ({fewest} instead of {count}).',
    cs: 'Jiný tah nechává napadeno méně těžkooděnců ({fewest} místo {count}).',
  },
} as const satisfies MessageCatalogue;
