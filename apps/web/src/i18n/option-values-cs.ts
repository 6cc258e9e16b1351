/** The values of the games' rule options in Czech words (same keys as option-values-en.ts). */
import type { optionValuesEn } from './option-values-en';

export const optionValuesCs: typeof optionValuesEn = {
  optionValues: {
    blocking: { 'between-columns': 'blokují jen sloupce mezi poli' },
    'double-step': { 'skipped-column-empty': 'přeskočený sloupec prázdný ve všech patrech' },
    'castling-first-move': {
      'own-first-move': 'ne v prvním tahu strany',
      'first-ply-only': 'vyloučen jen první půltah partie',
    },
    'carried-king-rook': { moved: 'počítá se jako tažený', 'not-moved': 'nepočítá se jako tažený' },
    'castling-attack-test': { 'king-and-destination': 'jen pole krále a cílové pole' },
    'pin-occupancy': { 'vacant-pin': 'jen na volný čep' },
    'attack-board-blocking': { none: 'nic neblokuje' },
    passenger: { rigid: 'drží své místo na desce' },
    'board-direction': { 'by-rank-controller': 'podle řad z pohledu toho, kdo desku ovládá' },
    'delayed-promotion': { 'owner-chooses': 'volí majitel pěšce' },
    'fifty-move-boards': {
      'no-reset': 'tahy útočnými deskami počítání nenulují',
      'ab-resets-fifty': 'tahy útočnými deskami počítání nulují',
    },
    'touch-move': { 'not-modelled': 'rozhoduje se u šachovnice' },
    'dead-position': { 'ruling-13': 'čtyři případy rozhodnutí 13' },
    notation: { strict: 'přísné', lenient: 'shovívavé (s varováním)' },
    'va21-reach': { 'two-ranks-same-side': 'posun o dvě pozice na téže straně' },
    'capture-level': { 'victim-square': 'na poli braného kamene' },
    setup: { lance: 'rekonstrukce „lance“', 'promotion-map': 'rekonstrukce „promotion map“' },
    'royal-attack': { none: 'těžkooděnci nehlídají', 'chess-like': 'těžkooděnci hlídají jako králové' },
    'multi-royal': {
      'remove-unsaveable': 'odstranit každého těžkooděnce, kterého nelze zachránit',
      capture: 'bez pravidel šachu: těžkooděnci se berou',
    },
    sequix: { 'every-arrival': 'každý vstup přidá kopiníka', 'once-per-castle': 'jednou za každý hrad' },
    stalemate: { draw: 'remíza', 'source-only': 'remíza jen v případě z pramene' },
    draws: {
      agreement: 'jen dohodou',
      repetition: 'trojí opakování',
      'fifty-moves': 'pravidlo 50 tahů',
      'repetition-and-fifty-moves': 'opakování i pravidlo 50 tahů',
    },
  },
};
