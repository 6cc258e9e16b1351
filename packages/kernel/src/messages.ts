/**
 * Message catalogues: every rejection code with its rule and its text in English
 * and Czech. Packages export one; the docs publish them and the CLI prints them.
 * `{name}` in a text is replaced by the rejection's parameter of that name.
 */
import type { Rejection } from './result';
import { fillMessage } from './fill';

/** One code's rule and translated texts. */
export interface MessageEntry {
  readonly rule: string;
  readonly en: string;
  readonly cs: string;
  /**
   * Set where the rule a rejection cites depends on the case (a game's own article for an
   * agreed draw, an option's own clause): says where the caller takes it from. Only such
   * entries accept a rule from `refuse`; `rule` is then the fallback.
   */
  readonly ruleFrom?: string;
}

/** Codes of one package. */
export type MessageCatalogue = Readonly<Record<string, MessageEntry>>;

/** Supported languages. */
export type Locale = 'en' | 'cs';

/** The kernel's own codes. */
export const kernelMessages = {
  ERR_UNKNOWN_OPTION: {
    rule: 'ARB',
    en: 'Unknown rule option "{option}"; known: {known}.',
    cs: 'Neznámá volba pravidel „{option}“; známé volby: {known}.',
  },
  ERR_UNKNOWN_OPTION_VALUE: {
    rule: 'ARB',
    ruleFrom: 'the rule of the option (RuleOption.rule)',
    en: 'Option "{option}" has no value "{value}"; allowed: {allowed}.',
    cs: 'Volba „{option}“ nemá hodnotu „{value}“; povolené hodnoty: {allowed}.',
  },
  ERR_OPTION_SYNTAX: {
    rule: 'ARB',
    en: 'Cannot read option "{text}"; write name=value, separated by commas.',
    cs: 'Volbu „{text}“ nelze přečíst; pište název=hodnota, oddělené čárkami.',
  },
  ERR_UNKNOWN_GAME: {
    rule: 'ARB',
    en: 'Unknown game "{game}"; known: {known}.',
    cs: 'Neznámá hra „{game}“; známé hry: {known}.',
  },
  ERR_GAME_FINISHED: {
    rule: 'ARB',
    ruleFrom: "the game's article for a finished game (GameRules.articles.finished)",
    en: 'The game is over ({result}, {reason}); nothing more can be played.',
    cs: 'Partie skončila ({result}, {reason}); nelze již táhnout.',
  },
  ERR_NOT_IN_SETUP: {
    rule: 'ARB',
    en: 'Placement steps are taken only in the setup phase.',
    cs: 'Rozestavení probíhá jen ve fázi přípravy.',
  },
  ERR_SETUP_NOT_FINISHED: {
    rule: 'ARB',
    en: 'The setup phase is not finished; place the pieces first.',
    cs: 'Fáze rozestavení ještě neskončila; nejprve rozestavte kameny.',
  },
  ERR_NOT_IN_PLAY: {
    rule: 'ARB',
    en: 'This is possible only during play.',
    cs: 'To je možné jen během hry.',
  },
  ERR_DRAW_ALREADY_OFFERED: {
    rule: 'ARB',
    ruleFrom: "the game's article on agreed draws (GameRules.articles.agreement)",
    en: 'A draw offer by {side} is already open.',
    cs: 'Remízu už nabídl {side} a nabídka dosud platí.',
  },
  ERR_NO_DRAW_OFFER: {
    rule: 'ARB',
    ruleFrom: "the game's article on agreed draws (GameRules.articles.agreement)",
    en: 'There is no draw offer for {side} to answer.',
    cs: 'Neplatí žádná nabídka remízy, na kterou by mohl odpovědět {side}.',
  },
  ERR_CLAIM_NOT_ON_MOVE: {
    rule: 'ARB',
    ruleFrom: "the game's article on draw claims (GameRules.articles.claim)",
    en: 'Only the side to move may claim a draw; {side} is not on move.',
    cs: 'Remízu může reklamovat jen strana na tahu; {side} na tahu není.',
  },
  ERR_DRAW_CLAIM_INVALID: {
    rule: 'ARB',
    ruleFrom: "the game's article on draw claims (GameRules.articles.claim)",
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
    en: 'Line {line}: event {sequence} of type {type} does not match its schema.',
    cs: 'Řádek {line}: událost {sequence} typu {type} neodpovídá schématu.',
  },
  ERR_GAME_ALREADY_STARTED: { rule: 'ARB', en: 'The game has already started.', cs: 'Partie už začala.' },
  ERR_GAME_NOT_STARTED: {
    rule: 'ARB',
    en: 'The game has not started; send Start first.',
    cs: 'Partie ještě nezačala; nejprve ji zahajte.',
  },
  ERR_EVENT_UNKNOWN_TYPE: {
    rule: 'ARB',
    en: 'Line {line}: unknown event type "{type}".',
    cs: 'Řádek {line}: neznámý typ události „{type}“.',
  },
  ERR_EVENT_SEQUENCE: {
    rule: 'ARB',
    en: 'Line {line}: event number {sequence} where {expected} was expected.',
    cs: 'Řádek {line}: událost číslo {sequence}, očekávána {expected}.',
  },
  ERR_EVENT_MISMATCH: {
    rule: 'ARB',
    en: 'Event {sequence}: {field} is {given}, but the rules give {expected}; the event log is refused and nothing is stored.',
    cs: 'Událost {sequence}: {field} je {given}, pravidla však dávají {expected}; záznam událostí je odmítnut a nic se neukládá.',
  },
  ERR_EVENT_NOT_A_MOVE: {
    rule: 'ARB',
    en: 'A {type} event names no move or placement step the game can read in this position.',
    cs: 'Událost {type} neoznačuje žádný tah ani krok rozestavení, který by hra v této pozici přečetla.',
  },
  ERR_RECORD_EMPTY: { rule: 'ARB', en: 'The record is empty.', cs: 'Záznam je prázdný.' },
  ERR_RECORD_RESULT_MISMATCH: {
    rule: 'ARB',
    en: "The recorded result {record} differs from the game's {game}.",
    cs: 'Zapsaný výsledek {record} neodpovídá výsledku partie {game}.',
  },
  ERR_RECORD_WRONG_GAME: {
    rule: 'ARB',
    en: 'The record is a game of {game}, not {expected}.',
    cs: 'Záznam je partie hry {game}, ne {expected}.',
  },
  ERR_RECORD_LIMIT: {
    rule: 'ARB',
    en: 'Line {line}: {found} is past the limit {what} = {limit}; the file is refused.',
    cs: 'Řádek {line}: {found} překračuje limit {what} = {limit}; soubor je odmítnut.',
  },
  ERR_RECORD_UNKNOWN_ACT: {
    rule: 'ARB',
    en: 'Unknown record command {%{act}}; known: {known}.',
    cs: 'Neznámý příkaz záznamu {%{act}}; známé příkazy: {known}.',
  },
} as const satisfies MessageCatalogue;

/** A code of the kernel. */
export type KernelCode = keyof typeof kernelMessages;

/** The message for a rejection in a language, from the catalogues given; falls back to the rejection's own English text. */
export function formatRejection(
  rejection: Rejection,
  locale: Locale,
  ...catalogues: readonly MessageCatalogue[]
): string {
  for (const catalogue of catalogues) {
    const entry = catalogue[rejection.code];
    if (entry) return fillMessage(entry[locale], rejection.params, locale);
  }
  return rejection.message;
}
