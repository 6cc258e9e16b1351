/**
 * The codes only the command line answers with (an unknown command, a file of the wrong kind, a
 * pairing system that does not fit the file), with their rule and their English and Czech texts.
 * The codes every shell shares live in the toolkit (`toolkitMessages`).
 */
import type { MessageCatalogue } from '@arbiter/kernel';

export const cliMessages = {
  ERR_UNKNOWN_COMMAND: {
    rule: 'ARB',
    en: 'Unknown command "{command}"; try: {commands}.',
    cs: 'Neznámý příkaz „{command}“; zkuste: {commands}.',
  },
  ERR_UNKNOWN_COMMAND_MEANT: {
    rule: 'ARB',
    en: 'Unknown command "{command}"; did you mean {meant}?',
    cs: 'Neznámý příkaz „{command}“; měli jste na mysli {meant}?',
  },
  ERR_NOT_TRF: {
    rule: 'ARB',
    en: '{file} is not a TRF file: no line starts with a TRF record number (001 for a player, 012 for the name).',
    cs: 'Soubor {file} není soubor TRF: žádný řádek nezačíná číslem záznamu TRF (001 hráč, 012 název turnaje).',
  },
  ERR_NOT_TRF_GAME_RECORD: {
    rule: 'ARB',
    en: '{file} is a game record, not a TRF file; check it with: arbiter replay {file}',
    cs: 'Soubor {file} je zápis partie, ne soubor TRF; prověřte jej příkazem: arbiter replay {file}',
  },
  ERR_PAIRS_SYNTAX: {
    rule: 'ARB',
    en: '{file} is not a pairs file (a count, then one "WHITE BLACK" line per board).',
    cs: 'Soubor {file} není soubor losování (počet řádků, pak jeden řádek „BÍLÝ ČERNÝ“ na šachovnici).',
  },
  ERR_PAIRING_DIFFERS: {
    rule: 'ARB',
    ruleFrom: 'the rule of the pairing system (PairingSystem.rule)',
    en: 'The pairing differs from the expected file: expected {expected}, paired {got}.',
    cs: 'Losování se liší od očekávaného souboru: očekáváno {expected}, vylosováno {got}.',
  },
  ERR_SYSTEM_REPEATS_PAIRING: {
    rule: 'ARB',
    ruleFrom: 'the rule of the pairing system (PairingSystem.rule)',
    en: 'The {system} system would pair {white} against {black} again (they met in round {round}); this file was not paired by it. Pair it with --system {suggested}.',
    cs: 'Systém {system} by znovu vylosoval dvojici {white} – {black} (hráli spolu v {round}. kole); tento soubor jím vylosován nebyl. Vylosujte jej pomocí --system {suggested}.',
  },
  ERR_NO_GAME_NAMED: {
    rule: 'ARB',
    en: 'The record names no game: add a [Game "{example}"] tag, or name the game with --game ({games}).',
    cs: 'Záznam neuvádí hru: doplňte značku [Game "{example}"], nebo hru zadejte přepínačem --game ({games}).',
  },
} as const satisfies MessageCatalogue;
