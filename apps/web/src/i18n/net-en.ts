/** English texts of the connection (issue 32, part 4): every page may lose it, the public ones too. */
export const netEn = {
  net: {
    http: 'The server answered with status {{status}}.',
    live: 'Live',
    lost: 'Connection lost, reconnecting…',
    connecting: 'Connecting…',
  },
};
