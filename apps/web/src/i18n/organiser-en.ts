/** English texts of the organiser's small things (issue 32, part 6): withdrawal, renumbering. */
export const organiserEn = {
  withdrawal: {
    title: 'Withdraw {{name}} from the tournament?',
    effect: 'Takes effect from round {{round}}: {{name}} is not paired from that round on.',
    effectOpen:
      'Round {{open}} is already paired: {{name}} keeps that game. Takes effect from round {{round}}.',
    reason: 'Reason (kept in the history)',
    confirm: 'Withdraw from the tournament',
    cancel: 'Cancel',
    done: '{{name}} is withdrawn from round {{round}} on.',
  },
  renumber: {
    title: 'Renumber the start list by rating?',
    text: 'A player entered late. Before round {{round}} is paired the pairing numbers may be given again by the initial ranking (FIDE C.04.2: rating, then FIDE title, then name), as Swiss-Manager and Vega do. The games already played keep their players.',
    rule: 'FIDE C.04.2 allows it until the fourth round has been paired.',
    submit: 'Renumber by rating',
    done: 'The start list is renumbered by rating.',
  },
  names: {
    game: {
      'tri-d-chess': "Tri-Dimensional Chess (Meder's Tournament Rules)",
      drakoburg: 'Drakoburg',
    },
    system: {
      dutch: 'FIDE Dutch Swiss system',
      'round-robin': 'Round robin (Berger tables)',
      'double-round-robin': 'Double round robin (Berger tables)',
    },
  },
};
