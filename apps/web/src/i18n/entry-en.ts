/** English texts of result entry at the hall (issue 32): the key legend, forfeits, the second pass (loaded with the organiser's screens). */
export const entryEn = {
  entry: {
    legend: 'Result keys',
    legendLayout: {
      cs: 'Result keys (Czech keyboard)',
      us: 'Result keys (English keyboard)',
      other: 'Result keys (your keyboard)',
    },
    legendHelp:
      'The keys are read by their place: the key labelled 1 means White wins whatever character it types. Enter goes to the next board.',
    key: 'Key',
    meaning: 'Result',
    types: 'types {{char}}',
    shift: 'Shift + {{key}}',
    keypad: 'keypad {{char}}',
    or: 'or',
    confirmNote: 'asks for a confirmation',
    means: {
      whiteWins: 'White wins',
      blackWins: 'Black wins',
      draw: 'Draw',
      whiteForfeit: 'White wins by forfeit',
      blackForfeit: 'Black wins by forfeit',
      doubleForfeit: 'Double forfeit (neither played)',
    },
    confirmTitle: 'Board {{board}}: {{meaning}} ({{result}})?',
    confirmHelp:
      'A forfeit changes the opponents’ tie-breaks and the rating report. Enter stores it, Escape cancels.',
    confirm: 'Store the forfeit',
    cancel: 'Cancel',
    unsent: 'not sent yet',
    unsentCount_one: '{{count}} result not sent yet: it is sent when the connection is back.',
    unsentCount_few: '{{count}} results not sent yet: they are sent when the connection is back.',
    unsentCount_other: '{{count}} results not sent yet: they are sent when the connection is back.',
    verify: 'Check the results: type them again',
    verifyHelp:
      'Second entry, blind: the stored results are hidden; type each board’s result again. Nothing is stored: the boards that differ are listed.',
    verifyTitle: 'Second entry of round {{round}}',
    verifyField: 'Second entry, board {{board}}: {{white}} against {{black}}',
    verifyEnd: 'End the check',
    verifyProgress: '{{typed}} of {{boards}} boards typed again.',
    verifyAllMatch: 'All {{count}} boards match the first entry.',
    verifyMismatches: 'Boards that differ',
    verifyMismatch: 'Board {{board}}: first entry {{first}}, second entry {{second}}',
    verifyNoFirst: 'none',
  },
};
