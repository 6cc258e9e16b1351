/**
 * The codes of what every shell does alike: reading an input, filing a game, a command line or
 * request that is wrong.
 */
import type { MessageCatalogue } from '@arbiter/kernel';

export const toolkitMessages = {
  ERR_USAGE: {
    rule: 'ARB',
    en: '{detail}',
    cs: 'Chybné použití: {detail}',
  },
  ERR_FILE_UNREADABLE: {
    rule: 'ARB',
    en: 'Cannot read {file} ({reason}).',
    cs: 'Soubor {file} nelze přečíst ({reason}).',
  },
  ERR_STORE_READBACK: {
    rule: 'ARB',
    en: 'The stream {stream} does not fold to the replayed game.',
    cs: 'Proud {stream} po složení neodpovídá přehrané partii.',
  },
} as const satisfies MessageCatalogue;
