/**
 * The rule options: every default ruling of section 12 as a named option, its values, the
 * article it reads, and the engine switches it sets. Options with one value document a
 * reading the engine always applies; they exist so a game records it.
 */
import type { OptionCatalogue, ResolvedOptions } from '@arbiter/kernel';
import { mederConfig, type EngineConfig } from './config';

/** The option catalogue of Meder's Tournament Rules (section 12, rulings 1-16). */
export const TRI_D_OPTIONS: OptionCatalogue = [
  {
    id: 'blocking',
    values: ['between-columns'],
    default: 'between-columns',
    rule: 'TR 3.1(c)',
    description: {
      en: 'Ruling 1: only columns strictly between start and destination block; pieces above or below the start never do.',
      cs: 'Rozhodnutí 1: blokují jen sloupce ležící mezi výchozím a cílovým polem; kameny nad výchozím polem či pod ním nikdy.',
    },
  },
  {
    id: 'double-step',
    values: ['skipped-column-empty'],
    default: 'skipped-column-empty',
    rule: 'TR 3.4(b)',
    description: {
      en: 'Ruling 2: the skipped column must be empty on every level; the landing square empty on the chosen level.',
      cs: 'Rozhodnutí 2: přeskočený sloupec musí být prázdný ve všech patrech, cílové pole prázdné ve zvoleném patře.',
    },
  },
  {
    id: 'castling-first-move',
    values: ['own-first-move', 'first-ply-only'],
    default: 'own-first-move',
    rule: 'TR 3.5(a)(ii)(1)[a]',
    description: {
      en: "Ruling 3: no castling on a side's own first move; or only the game's first ply is barred.",
      cs: 'Rozhodnutí 3: žádná rošáda v prvním tahu strany; nebo je vyloučen jen úplně první půltah partie.',
    },
  },
  {
    id: 'carried-king-rook',
    values: ['moved', 'not-moved'],
    default: 'moved',
    rule: 'TR 3.5(a)(ii)(1)',
    description: {
      en: 'Ruling 4: a king or rook carried by an attack board counts as moved (loses castling); or it does not.',
      cs: 'Rozhodnutí 4: král nebo věž přenesené útočnou deskou se počítají jako tažené (ztrácejí rošádu); nebo ne.',
    },
  },
  {
    id: 'castling-attack-test',
    values: ['king-and-destination'],
    default: 'king-and-destination',
    rule: 'TR 3.5(a)(ii)(2)[a]',
    description: {
      en: "Ruling 5: only the king's square and its destination must be unattacked; crossed squares are not tested.",
      cs: 'Rozhodnutí 5: nenapadené musí být jen pole krále a jeho cílové pole; přecházená pole se nezkoumají.',
    },
  },
  {
    id: 'pin-occupancy',
    values: ['vacant-pin'],
    default: 'vacant-pin',
    rule: 'TR 3.6',
    description: {
      en: 'Ruling 6: an attack board moves only to a pin no other board stands on (under V.A2.2: to a slot of a pin, upper or lower, that no board holds).',
      cs: 'Rozhodnutí 6: útočná deska táhne jen na čep, na kterém nestojí jiná deska (ve variantě V.A2.2: na horní či spodní místo čepu, které žádná deska nezabírá).',
    },
  },
  {
    id: 'attack-board-blocking',
    values: ['none'],
    default: 'none',
    rule: 'TR 3.6',
    description: {
      en: 'Ruling 7: nothing blocks an attack-board move; adjacency of the pins is the only constraint.',
      cs: 'Rozhodnutí 7: tah útočnou deskou nic neblokuje; jedinou podmínkou je sousedství čepů.',
    },
  },
  {
    id: 'passenger',
    values: ['rigid'],
    default: 'rigid',
    rule: 'TR 3.6',
    description: {
      en: 'Ruling 8: the passenger keeps its place on the board (a side move shifts it four files).',
      cs: 'Rozhodnutí 8: kámen na desce si drží své místo na ní (boční tah ho posune o čtyři sloupce).',
    },
  },
  {
    id: 'board-direction',
    values: ['by-rank-controller'],
    default: 'by-rank-controller',
    rule: 'TR 3.6',
    description: {
      en: "Ruling 9: forward and backward are by rank, seen from the controller (passenger's owner, else the owner).",
      cs: 'Rozhodnutí 9: vpřed a vzad se určuje podle řad z pohledu toho, kdo desku ovládá (majitel kamene, jinak vlastník desky).',
    },
  },
  {
    id: 'delayed-promotion',
    values: ['owner-chooses'],
    default: 'owner-chooses',
    rule: 'TR 3.4(e)(iii)',
    description: {
      en: "Ruling 10: the pawn's owner chooses; after the opponent uncovers it, the choice opens the owner's next move.",
      cs: 'Rozhodnutí 10: volí majitel pěšce; odkryje-li ho soupeř, volba zahajuje příští tah majitele.',
    },
  },
  {
    id: 'fifty-move-boards',
    values: ['no-reset', 'ab-resets-fifty'],
    default: 'no-reset',
    rule: 'TR 9.3',
    description: {
      en: 'Ruling 11: attack-board moves do not reset the fifty-move count; or they do.',
      cs: 'Rozhodnutí 11: tahy útočnými deskami nenulují počítání padesáti tahů; nebo nulují.',
    },
  },
  {
    id: 'touch-move',
    values: ['not-modelled'],
    default: 'not-modelled',
    rule: 'TR 4.3',
    description: {
      en: 'Ruling 12: touch-move is decided over the board; the engine does not model it.',
      cs: 'Rozhodnutí 12: o dotčeném kameni se rozhoduje u šachovnice; stroj to nemodeluje.',
    },
  },
  {
    id: 'dead-position',
    values: ['ruling-13'],
    default: 'ruling-13',
    rule: 'TR 9.6',
    description: {
      en: 'Ruling 13: automatic draw for K v K, K+B v K, K+N v K and K+B v K+B with same-coloured bishops.',
      cs: 'Rozhodnutí 13: automatická remíza při K proti K, K+S proti K, K+J proti K a K+S proti K+S se střelci stejné barvy.',
    },
  },
  {
    id: 'notation',
    values: ['strict', 'lenient'],
    default: 'strict',
    rule: 'TR E11',
    description: {
      en: 'Ruling 14: strict reading refuses ambiguous or malformed moves; lenient reads S as B and same-position ambiguities, with warnings.',
      cs: 'Rozhodnutí 14: přísné čtení odmítá nejednoznačné či chybné tahy; shovívavé čte S jako B a připustí nejednoznačnost se stejnou pozicí, s varováním.',
    },
  },
  {
    id: 'va21-reach',
    values: ['two-ranks-same-side'],
    default: 'two-ranks-same-side',
    rule: 'V.A2.1',
    description: {
      en: 'Ruling 15: "in reach of two squares" means pins of the same side two ranks away (the page\'s QL4 read as QL5).',
      cs: 'Rozhodnutí 15: „na dosah dvou polí“ znamená posun o dvě pozice po téže straně (QL4 ze stránky čteno jako QL5).',
    },
  },
  {
    id: 'capture-level',
    values: ['victim-square'],
    default: 'victim-square',
    rule: 'TR 3.1(b)',
    description: {
      en: "Ruling 16: a capture lands on the victim's square; the level is free for other moves and en passant.",
      cs: 'Rozhodnutí 16: braní končí na poli braného kamene; patro se volí jen u ostatních tahů a u braní mimochodem.',
    },
  },
];

/** The engine switches for resolved options of Meder's rules. */
export function mederConfigure(options: ResolvedOptions): EngineConfig {
  return {
    ...mederConfig,
    castlingFirstMove:
      options['castling-first-move'] === 'first-ply-only' ? 'first-ply-only' : 'own-first-move',
    carriedCountsAsMoved: options['carried-king-rook'] !== 'not-moved',
    boardMovesResetFifty: options['fifty-move-boards'] === 'ab-resets-fifty',
  };
}
