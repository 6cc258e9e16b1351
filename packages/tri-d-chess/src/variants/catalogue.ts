/**
 * The variants' entries for the engine's catalogues: rule options (attack-board variants,
 * V.P6 mirroring) and named setups (V.P1-V.P7). Setups and options are independent of
 * one another, so any setup can be played under any combination of options (the page says
 * the variants may be combined).
 */
import type { RuleOption, SetupInfo } from '@arbiter/kernel';

const onOff = (id: string, rule: string, en: string, cs: string): RuleOption => ({
  id,
  values: ['off', 'on'],
  default: 'off',
  rule,
  description: { en, cs },
});

/** Rule options the variants add (all off by default: the Tournament Rules). */
export const VARIANT_OPTIONS: readonly RuleOption[] = [
  onOff(
    'v-a1',
    'V.A1',
    'Ralph Peters: an occupied attack board moves only forward or sideways, an empty one only backward or sideways.',
    'Ralph Peters: obsazená útočná deska táhne jen vpřed nebo do strany, prázdná jen vzad nebo do strany.',
  ),
  onOff(
    'v-a2',
    'V.A2',
    'An attack board carrying a piece may be turned 180 degrees as a move; the piece goes to the diagonally opposite square.',
    'Útočnou desku s figurou lze tahem otočit o 180°; figura přejde na úhlopříčně protější pole.',
  ),
  onOff(
    'v-a2-1',
    'V.A2.1',
    'An attack board moves to a pin whose board lies exactly two ranks away on the same side; no side moves.',
    'Útočnou desku lze přesunout o dvě pozice po téže straně; tahy do strany odpadají.',
  ),
  onOff(
    'v-a2-2',
    'V.A2.2',
    'Every pin also has a lower slot under its main board (QL3u ...): an empty board may turn over into the free other slot of its pin, so two boards can share a pin; a board keeps its slot when it moves between pins.',
    'Každý čep má i spodní místo pod svou hlavní deskou (QL3u ...): prázdnou desku lze převrátit na volné druhé místo téhož čepu, takže jeden čep mohou sdílet dvě desky; při tahu na jiný čep zůstává deska na svém místě (nahoře, nebo dole).',
  ),
  onOff(
    'v-a3',
    'V.A3',
    'Jens Meder: a pawn promoting on a1, d1, a8 or d8 may become a new attack board of its colour on the pin over that corner.',
    'Jens Meder: pěšec proměňující se na a1, d1, a8 nebo d8 se smí proměnit v novou útočnou desku své barvy na čepu nad tímto rohem.',
  ),
  onOff(
    'v-a4',
    'V.A4',
    'Andrew Bartmess: six attack boards; neutral boards on KL3 and QL4 move only once a piece stands on them.',
    'Andrew Bartmess: šest útočných desek; neutrální desky na KL3 a QL4 lze táhnout, až když na nich stojí figura.',
  ),
  onOff(
    'v-a5',
    'V.A5',
    'Ken Dayson: each player moves only his own two boards, up and down their own side (QL1-QL3-QL5, QL2-QL4-QL6).',
    'Ken Dayson: hráč táhne jen svými dvěma deskami, nahoru a dolů po své straně (QL1-QL3-QL5, QL2-QL4-QL6).',
  ),
  {
    id: 'v-p6-setups',
    values: ['independent', 'mirrored'],
    default: 'independent',
    rule: 'V.P6.1',
    description: {
      en: '960x960: each side builds its own first row (independent, 921,600 pairs) or every placement is mirrored (960).',
      cs: '960x960: každá strana staví svou první řadu sama (nezávisle, 921 600 dvojic), nebo se každé postavení zrcadlí (960).',
    },
  },
];

const setup = (id: string, rule: string, available: boolean, en: string, cs: string): SetupInfo => ({
  id,
  rule,
  available,
  description: { en, cs },
});

/** Named setups the variants add. */
export const VARIANT_SETUPS: readonly SetupInfo[] = [
  setup(
    'v-p1',
    'V.P1',
    true,
    'Jeremy Trylch: bishops and knights change places (knights b1W, c1W; bishops a1W, d1W).',
    'Jeremy Trylch: střelci a jezdci si vymění místa (jezdci b1W, c1W; střelci a1W, d1W).',
  ),
  setup(
    'v-p2',
    'V.P2',
    false,
    'Larry L. Smith: king and queen in the centre. Diagram not available in the source text.',
    'Larry L. Smith: král a dáma uprostřed. Diagram ve zdrojovém textu není.',
  ),
  setup(
    'v-p3',
    'V.P3',
    false,
    'Franz Wurmser: another setup with king and queen in the centre. Diagram not available in the source text.',
    'Franz Wurmser: další postavení s králem a dámou uprostřed. Diagram ve zdrojovém textu není.',
  ),
  setup(
    'v-p4',
    'V.P4',
    false,
    'Larry L. Smith: unconventional arrangement. Diagram not available in the source text.',
    'Larry L. Smith: nekonvenční uspořádání. Diagram ve zdrojovém textu není.',
  ),
  setup(
    'chess960:N',
    'V.P5',
    true,
    'Carsten Kullik / Jens Meder, 3D-Chess960: first row number N (0-959); chess960:seed:S draws N from seed S.',
    'Carsten Kullik / Jens Meder, 3D-Šachy960: první řada číslo N (0-959); chess960:seed:S vylosuje N ze semínka S.',
  ),
  setup(
    '960x960',
    'V.P6',
    true,
    'Jens Meder, 960x960: the players place their first rows in turns before play.',
    'Jens Meder, 960x960: hráči před hrou střídavě rozestaví své první řady.',
  ),
  setup(
    'v-p7',
    'V.P7',
    false,
    'Jens Meder: play from the side. Diagram not available in the source text.',
    'Jens Meder: hra z boku. Diagram ve zdrojovém textu není.',
  ),
];
