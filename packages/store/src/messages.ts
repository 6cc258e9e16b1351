/**
 * Every code the store can return, with its text in English and Czech; rejections are built
 * from it with the kernel's `refuse`. All store checks are the toolkit's own (`ARB`).
 * The two event codes the kernel also knows keep the kernel's parameter names
 * (`sequence`, `type`), so either catalogue formats them.
 */
import { TOOLKIT_RULE, refuse, type MessageCatalogue, type Rejection } from '@arbiter/kernel';

/** The store's codes. */
export const storeCodes = {
  ERR_STORE_CONCURRENCY: {
    rule: TOOLKIT_RULE,
    en: 'Stream "{stream}" is at version {actual}, not {expected}; read it again and retry.',
    cs: 'Proud „{stream}“ je ve verzi {actual}, ne {expected}; načtěte jej znovu a akci opakujte.',
  },
  ERR_STORE_SCHEMA_NEWER: {
    rule: TOOLKIT_RULE,
    en: 'The database schema is at version {found}, but this program knows only up to {known}; upgrade the program.',
    cs: 'Schéma databáze má verzi {found}, tento program však zná jen verze do {known}; aktualizujte program.',
  },
  ERR_STORE_ROW_CORRUPT: {
    rule: TOOLKIT_RULE,
    en: 'The stored event at position {position} of stream "{stream}" cannot be decoded: {detail}.',
    cs: 'Uloženou událost na pozici {position} proudu „{stream}“ nelze přečíst: {detail}.',
  },
  ERR_STORE_POSITION_MISSING: {
    rule: TOOLKIT_RULE,
    en: 'No event is stored at global position {position}, though later ones are: the log has a hole.',
    cs: 'Na globální pozici {position} není uložena žádná událost, ačkoli pozdější ano: v záznamu je díra.',
  },
  ERR_STORE_UNAVAILABLE: {
    rule: TOOLKIT_RULE,
    en: 'The database cannot be reached or refused the request: {detail}.',
    cs: 'Databáze není dostupná nebo požadavek odmítla: {detail}.',
  },
  ERR_STORE_CONFIG_INVALID: {
    rule: TOOLKIT_RULE,
    en: 'The store settings are invalid: {detail}.',
    cs: 'Nastavení úložiště je chybné: {detail}.',
  },
  ERR_STORE_BUSY: {
    rule: TOOLKIT_RULE,
    en: 'The store in {dataDir} is in use by {owner} (process {pid} on {host}, since {since}); gave up after {waited} s. Try again later, wait longer (ARBITER_STORE_WAIT, in seconds), or use PostgreSQL for more than one writing process. Its lock: {lockFile}.',
    cs: 'Úložiště v {dataDir} právě používá {owner} (proces {pid} na stroji {host}, od {since}); čekání vzdáno po {waited} s. Zkuste to později, čekejte déle (ARBITER_STORE_WAIT, v sekundách), nebo pro více zapisujících procesů použijte PostgreSQL. Jeho zámek: {lockFile}.',
  },
  ERR_STORE_ADDRESS_INVALID: {
    rule: TOOLKIT_RULE,
    en: 'The store address "{address}" is not one the store accepts; give {forms}.',
    cs: 'Adresa úložiště „{address}“ není přípustná; zadejte {forms}.',
  },
  ERR_STORE_CLOSED: {
    rule: TOOLKIT_RULE,
    en: 'The store has been closed.',
    cs: 'Úložiště už bylo uzavřeno.',
  },
  ERR_STORE_STREAM_INVALID: {
    rule: TOOLKIT_RULE,
    en: '"{stream}" is not a valid stream id (1 to 200 characters, no control characters).',
    cs: '„{stream}“ není platný identifikátor proudu (1 až 200 znaků, bez řídicích znaků).',
  },
  ERR_STORE_APPEND_EMPTY: {
    rule: TOOLKIT_RULE,
    en: 'An append needs at least one event.',
    cs: 'Zápis musí obsahovat alespoň jednu událost.',
  },
  ERR_STORE_APPEND_TOO_LARGE: {
    rule: TOOLKIT_RULE,
    en: 'An append of {count} events exceeds the limit of {limit}.',
    cs: 'Zápis {count} událostí překračuje limit {limit}.',
  },
  ERR_STORE_VERSION_INVALID: {
    rule: TOOLKIT_RULE,
    en: 'The expected version "{expected}" is neither a whole number from 0 up nor "any".',
    cs: 'Očekávaná verze „{expected}“ není celé nezáporné číslo ani „any“.',
  },
  ERR_STORE_COMMAND_REUSED: {
    rule: TOOLKIT_RULE,
    en: 'Command {commandId} was already applied to stream "{original}", not "{stream}".',
    cs: 'Příkaz {commandId} už byl zapsán do proudu „{original}“, nikoli „{stream}“.',
  },
  ERR_STORE_COMMAND_INVALID: {
    rule: TOOLKIT_RULE,
    en: 'The command id must be 1 to 200 characters long.',
    cs: 'Identifikátor příkazu musí mít 1 až 200 znaků.',
  },
  ERR_STORE_SUBSCRIBER_FAILED: {
    rule: TOOLKIT_RULE,
    en: 'A live tail stopped: its handler failed on the event at position {position}: {detail}.',
    cs: 'Živé sledování skončilo: obsluha selhala u události na pozici {position}: {detail}.',
  },
  ERR_EVENT_INVALID: {
    rule: TOOLKIT_RULE,
    en: 'Event {sequence} of type {type} does not match its schema: {detail}.',
    cs: 'Událost {sequence} typu {type} neodpovídá schématu: {detail}.',
  },
  ERR_EVENT_UNKNOWN_TYPE: {
    rule: TOOLKIT_RULE,
    en: 'Unknown event type "{type}".',
    cs: 'Neznámý typ události „{type}“.',
  },
  ERR_EVENT_TOO_LARGE: {
    rule: TOOLKIT_RULE,
    en: 'Event {sequence} of type {type} takes {size} bytes; at most {limit} are allowed.',
    cs: 'Událost {sequence} typu {type} má {size} bajtů; povoleno je nejvýše {limit}.',
  },
} as const satisfies MessageCatalogue;

/** The store's message catalogue, as shells read it by any code. */
export const storeMessages: MessageCatalogue = storeCodes;

/** The rejection for a failure of the database itself (connection, server error). */
export function unavailable(e: unknown): Rejection {
  const detail = e instanceof Error ? e.message : String(e);
  return refuse(storeCodes, 'ERR_STORE_UNAVAILABLE', { detail: detail.slice(0, 500) || 'unknown error' });
}
