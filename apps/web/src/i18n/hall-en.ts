/** English texts of the hall screen (`/en/hall/<id>`): short, read from the back of a hall. */
export const hallEn = {
  hall: {
    title: 'Hall screen',
    open: 'Hall screen for a projector',
    openHelp: 'Pairings by board and A-Z, results as they come in, pages that turn by themselves.',
    byBoard: 'Pairings by board',
    byName: 'Players A-Z',
    part: '({{index}}/{{of}})',
    board: 'Board',
    colour: 'Colour',
    white: 'White',
    black: 'Black',
    seat: {
      pab: 'Bye',
      half: '½-point bye',
      full: '1-point bye',
      zero: '0-point bye',
      rest: 'Rests',
    },
    follow: 'Follow live',
    qr: 'QR code of the public pages: {{url}}',
    loopback:
      'This code points at this computer only (127.0.0.1): phones cannot open it. Start the server without HOST=127.0.0.1, or set ARBITER_PUBLIC_URL.',
    unpublished: 'Not published: only the staff can open this screen.',
    results: 'Results: {{done}} of {{total}}',
    pages: 'Pages',
    pageOf: 'Page {{page}} of {{of}}',
    previous: 'Previous page',
    next: 'Next page',
    pause: 'Pause',
    resume: 'Resume',
  },
};
