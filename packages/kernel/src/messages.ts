/**
 * Message catalogues: every rejection code with its rule and its text in English
 * and Czech. Packages export one; the docs publish them and the CLI prints them.
 * `{name}` in a text is replaced by the rejection's parameter of that name.
 */
import type { Rejection } from './result';

/** One code's rule and translated texts. */
export interface MessageEntry {
  readonly rule: string;
  readonly en: string;
  readonly cs: string;
}

/** Codes of one package. */
export type MessageCatalogue = Readonly<Record<string, MessageEntry>>;

/** Supported languages. */
export type Locale = 'en' | 'cs';

/** The kernel's own codes. */
export const kernelMessages: MessageCatalogue = {
  ERR_UNKNOWN_OPTION: {
    rule: 'ARB',
    en: 'Unknown rule option "{option}".',
    cs: 'Neznámá volba pravidel „{option}“.',
  },
  ERR_UNKNOWN_OPTION_VALUE: {
    rule: 'ARB',
    en: 'Option "{option}" has no value "{value}".',
    cs: 'Volba „{option}“ nemá hodnotu „{value}“.',
  },
  ERR_OPTION_SYNTAX: {
    rule: 'ARB',
    en: 'Cannot read option "{text}"; write name=value.',
    cs: 'Volbu „{text}“ nelze přečíst; pište název=hodnota.',
  },
  ERR_UNKNOWN_GAME: { rule: 'ARB', en: 'Unknown game "{game}".', cs: 'Neznámá hra „{game}“.' },
  ERR_GAME_FINISHED: {
    rule: 'ARB',
    en: 'The game is over; nothing more can be played.',
    cs: 'Partie skončila; nelze již táhnout.',
  },
  ERR_NOT_IN_SETUP: {
    rule: 'ARB',
    en: 'Placement steps are taken only in the setup phase.',
    cs: 'Rozestavení probíhá jen ve fázi přípravy.',
  },
  ERR_SETUP_NOT_FINISHED: {
    rule: 'ARB',
    en: 'The setup phase is not finished.',
    cs: 'Fáze rozestavení ještě neskončila.',
  },
  ERR_NOT_IN_PLAY: {
    rule: 'ARB',
    en: 'This is possible only during play.',
    cs: 'To je možné jen během hry.',
  },
  ERR_DRAW_ALREADY_OFFERED: {
    rule: 'ARB',
    en: 'A draw offer by {side} is already open.',
    cs: 'Nabídka remízy od strany {side} už platí.',
  },
  ERR_NO_DRAW_OFFER: {
    rule: 'ARB',
    en: 'There is no draw offer for {side} to answer.',
    cs: 'Strana {side} nemá na jakou nabídku remízy odpovědět.',
  },
  ERR_CLAIM_NOT_ON_MOVE: {
    rule: 'ARB',
    en: 'Only the side to move may claim a draw.',
    cs: 'Remízu může reklamovat jen strana na tahu.',
  },
  ERR_DRAW_CLAIM_INVALID: {
    rule: 'ARB',
    en: 'No {reason} draw can be claimed in this position.',
    cs: 'V této pozici nelze reklamovat remízu ({reason}).',
  },
  ERR_COMMAND_INVALID: {
    rule: 'ARB',
    en: 'The command is malformed: {detail}.',
    cs: 'Příkaz je chybně zapsán: {detail}.',
  },
  ERR_RECORD_SYNTAX: {
    rule: 'ARB',
    en: 'Line {line}, column {column}: {detail}.',
    cs: 'Řádek {line}, sloupec {column}: {detail}.',
  },
  ERR_EVENT_INVALID: {
    rule: 'ARB',
    en: 'Event {sequence} of type {type} does not match its schema.',
    cs: 'Událost {sequence} typu {type} neodpovídá schématu.',
  },
  ERR_GAME_ALREADY_STARTED: { rule: 'ARB', en: 'The game has already started.', cs: 'Partie už začala.' },
  ERR_GAME_NOT_STARTED: {
    rule: 'ARB',
    en: 'The game has not started; send Start first.',
    cs: 'Partie ještě nezačala; nejprve ji zahajte.',
  },
  ERR_EVENT_UNKNOWN_TYPE: {
    rule: 'ARB',
    en: 'Unknown event type "{type}".',
    cs: 'Neznámý typ události „{type}“.',
  },
  ERR_EVENT_SEQUENCE: {
    rule: 'ARB',
    en: 'Event number {sequence} where {expected} was expected.',
    cs: 'Událost číslo {sequence}, očekávána {expected}.',
  },
  ERR_RECORD_EMPTY: { rule: 'ARB', en: 'The record is empty.', cs: 'Záznam je prázdný.' },
  ERR_RECORD_RESULT_MISMATCH: {
    rule: 'ARB',
    en: 'The recorded result differs from the game.',
    cs: 'Zapsaný výsledek neodpovídá partii.',
  },
  ERR_RECORD_WRONG_GAME: {
    rule: 'ARB',
    en: 'The record is a game of {game}.',
    cs: 'Záznam je partie hry {game}.',
  },
  ERR_RECORD_LIMIT: {
    rule: 'ARB',
    en: 'Line {line}: {found} is past the limit {what} = {limit}; the file is refused.',
    cs: 'Řádek {line}: {found} překračuje limit {what} = {limit}; soubor je odmítnut.',
  },
  ERR_RECORD_NO_GAME: {
    rule: 'ARB',
    en: 'The record has no Game tag; write one of {games} at its top.',
    cs: 'Záznam nemá značku Game; napište na jeho začátek jednu z: {games}.',
  },
  ERR_FILE_UNREADABLE: {
    rule: 'ARB',
    en: 'Cannot read {file} ({reason}).',
    cs: 'Soubor {file} nelze přečíst ({reason}).',
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
  ERR_RECORD_UNKNOWN_ACT: {
    rule: 'ARB',
    en: 'Unknown record command {%{act}}.',
    cs: 'Neznámý příkaz záznamu {%{act}}.',
  },
};

/** The message for a rejection in a language, from the catalogues given; falls back to the rejection's own English text. */
export function formatRejection(
  rejection: Rejection,
  locale: Locale,
  ...catalogues: readonly MessageCatalogue[]
): string {
  for (const catalogue of catalogues) {
    const entry = catalogue[rejection.code];
    if (entry)
      return entry[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
        String(rejection.params?.[name] ?? whole),
      );
  }
  return rejection.message;
}
