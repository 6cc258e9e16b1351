/**
 * The values of the games' rule options in words, by option id and value id (the option's line
 * itself comes with the option, `description`). `option-values.test.ts` checks that every value
 * of every option the games offer has its words in both languages.
 */
export const optionValuesEn = {
  optionValues: {
    blocking: { 'between-columns': 'only columns in between block' },
    'double-step': { 'skipped-column-empty': 'skipped column empty on every level' },
    'castling-first-move': {
      'own-first-move': "not on a side's own first move",
      'first-ply-only': "only the game's first ply is barred",
    },
    'carried-king-rook': { moved: 'counts as moved', 'not-moved': 'does not count as moved' },
    'castling-attack-test': { 'king-and-destination': "king's square and destination only" },
    'pin-occupancy': { 'vacant-pin': 'only to a vacant pin' },
    'attack-board-blocking': { none: 'nothing blocks' },
    passenger: { rigid: 'keeps its place on the board' },
    'board-direction': { 'by-rank-controller': "by rank, seen from the board's controller" },
    'delayed-promotion': { 'owner-chooses': "the pawn's owner chooses" },
    'fifty-move-boards': {
      'no-reset': 'attack-board moves do not reset the count',
      'ab-resets-fifty': 'attack-board moves reset the count',
    },
    'touch-move': { 'not-modelled': 'decided over the board' },
    'dead-position': { 'ruling-13': 'the four cases of ruling 13' },
    notation: { strict: 'strict', lenient: 'lenient (with warnings)' },
    'va21-reach': { 'two-ranks-same-side': 'pins of the same side two ranks away' },
    'capture-level': { 'victim-square': "on the victim's square" },
    setup: { lance: 'the reconstruction "lance"', 'promotion-map': 'the reconstruction "promotion map"' },
    'royal-attack': { none: 'knights do not guard', 'chess-like': 'knights guard as kings do' },
    'multi-royal': {
      'remove-unsaveable': 'remove every knight that cannot be saved',
      capture: 'no check rules: knights are captured',
    },
    sequix: { 'every-arrival': 'every arrival adds a lancer', 'once-per-castle': 'once per castle' },
    stalemate: { draw: 'draw', 'source-only': 'draw only in the source case' },
    draws: {
      agreement: 'by agreement only',
      repetition: 'threefold repetition',
      'fifty-moves': '50-move rule',
      'repetition-and-fifty-moves': 'repetition and the 50-move rule',
    },
  },
};
