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
  ERR_RECORD_NO_GAME: {
    rule: 'ARB',
    en: 'The record has no Game tag; write one of {games} at its top.',
    cs: 'Záznam nemá značku Game; napište na jeho začátek jednu z: {games}.',
  },
  ERR_INPUT_TOO_LARGE: {
    rule: 'ARB',
    en: '{file} is larger than the limit of {limit} MiB and is not read; raise the limit with --max-input-mb if it is really that large.',
    cs: 'Soubor {file} je větší než limit {limit} MiB a nebude přečten; je-li opravdu tak velký, zvyšte limit volbou --max-input-mb.',
  },
  ERR_OUTPUT_UNWRITABLE: {
    rule: 'ARB',
    en: 'Cannot write {file} ({reason}); nothing was written there.',
    cs: 'Soubor {file} nelze zapsat ({reason}); nic do něj nebylo zapsáno.',
  },
  ERR_GAME_ID_CONFLICT: {
    rule: 'ARB',
    en: 'Game {gameId} is already filed (stream {stream}) with other moves; this is a different game: file it under another --game-id.',
    cs: 'Partie {gameId} už je uložena (proud {stream}) s jinými tahy; toto je jiná partie: uložte ji pod jiným --game-id.',
  },
  ERR_STORE_READBACK: {
    rule: 'ARB',
    en: 'The stream {stream} does not fold to the replayed game.',
    cs: 'Proud {stream} po složení neodpovídá přehrané partii.',
  },
} as const satisfies MessageCatalogue;
