/**
 * The codes of an arbiter's edit of a paired round (`EditPairing`, issue 23 part 1), with their
 * rule and English and Czech text; merged into the package's catalogue (`tournamentCodes`).
 */
export const pairingEditCodes = {
  ERR_EDIT_REASON: {
    rule: 'FIDE C.04.1',
    en: 'A changed pairing needs the reason the arbiter gives (at most {max} characters).',
    cs: 'Změněné nalosování musí mít důvod, který uvede rozhodčí (nejvýše {max} znaků).',
  },
  ERR_EDIT_HAS_RESULTS: {
    rule: 'ARB',
    en: 'Round {round} already has {count} result(s): its pairing can no longer be changed.',
    cs: 'Kolo {round} už má výsledky ({count}): jeho nalosování už nelze změnit.',
  },
  ERR_EDIT_PLAYER_ABSENT: {
    rule: 'FIDE C.04.1',
    en: 'Player {player} does not play in round {round} (withdrawn or a requested bye).',
    cs: 'Hráč {player} v {round}. kole nehraje (odstoupil nebo má volno na žádost).',
  },
  ERR_EDIT_UNCHANGED: {
    rule: 'ARB',
    en: 'The edited pairing of round {round} is the one already saved.',
    cs: 'Upravené nalosování {round}. kola je stejné jako uložené.',
  },
  ERR_EDIT_REFUSED: {
    rule: 'FIDE C.04.1 b',
    ruleFrom: 'the rule of the first criterion the edit breaks (FIDE C.04.1, C.04.3 C1-C21, C.05)',
    en: 'Round {round} cannot be paired like this: {criterion} (players {players}).',
    cs: '{round}. kolo takto nalosovat nelze: {criterion} (hráči {players}).',
  },
  ERR_EDIT_UNCONFIRMED: {
    rule: 'FIDE C.04.1',
    ruleFrom: 'the rule of the first criterion the edit breaks (FIDE C.04.1, C.04.3 C1-C21, C.05)',
    en: 'The edit breaks an absolute criterion ({criteria}): confirm it twice to save.',
    cs: 'Úprava porušuje absolutní kritérium ({criteria}): pro uložení je potvrďte dvakrát.',
  },
  ERR_EDIT_UNACKNOWLEDGED: {
    rule: 'FIDE C.04.3',
    ruleFrom: 'the rule of the first criterion the edit breaks (FIDE C.04.1, C.04.3 C1-C21, C.05)',
    en: 'The edit breaks a quality criterion ({criteria}): acknowledge it to save.',
    cs: 'Úprava porušuje kritérium kvality ({criteria}): pro uložení je vezměte na vědomí.',
  },
} as const;
