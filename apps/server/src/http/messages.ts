/**
 * The server's own codes, with their HTTP status, rule and text in English and Czech.
 * `{name}` is replaced by the problem's parameter of that name.
 */
import type { MessageCatalogue } from '@arbiter/kernel';

/** The server's codes (rule `ARB`: the toolkit's own checks, not a rulebook's). */
export const serverMessages: MessageCatalogue = {
  ERR_AUTH_REQUIRED: {
    rule: 'ARB',
    en: 'Sign in first (a session cookie or an API token).',
    cs: 'Nejprve se přihlaste (relační cookie nebo API token).',
  },
  ERR_FORBIDDEN: {
    rule: 'ARB',
    en: 'Your account may not do this ({need} needed).',
    cs: 'Váš účet to nesmí ({need} je potřeba).',
  },
  ERR_CROSS_SITE: {
    rule: 'ARB',
    en: 'A write from another site was refused ({detail}).',
    cs: 'Zápis z jiného webu byl odmítnut ({detail}).',
  },
  ERR_LOGIN_FAILED: {
    rule: 'ARB',
    en: 'Wrong account name or password.',
    cs: 'Chybné jméno účtu nebo heslo.',
  },
  ERR_ACCOUNT_UNKNOWN: {
    rule: 'ARB',
    en: 'There is no account {account}.',
    cs: 'Účet {account} neexistuje.',
  },
  ERR_SETUP_CODE: {
    rule: 'ARB',
    en: 'This invitation or reset code is not valid: it was mistyped, already used, replaced by a newer one or has expired. Ask the organiser for a new one.',
    cs: 'Tento kód pozvánky nebo obnovení hesla neplatí: je chybně opsaný, už použitý, nahrazený novějším, nebo mu vypršela platnost. Požádejte pořadatele o nový.',
  },
  ERR_RATE_LIMITED: {
    rule: 'ARB',
    en: 'Too many requests; try again in {seconds} s.',
    cs: 'Příliš mnoho požadavků; zkuste to znovu za {seconds} s.',
  },
  ERR_REQUEST_INVALID: {
    rule: 'ARB',
    en: 'The request is not valid: {detail}.',
    cs: 'Požadavek není platný: {detail}.',
  },
  ERR_BODY_TOO_LARGE: {
    rule: 'ARB',
    en: 'The request body is larger than {limit} bytes.',
    cs: 'Tělo požadavku je větší než {limit} bajtů.',
  },
  ERR_MEDIA_TYPE: {
    rule: 'ARB',
    en: 'This route reads {expected}, not {given}.',
    cs: 'Tato cesta čte {expected}, ne {given}.',
  },
  ERR_NOT_FOUND: {
    rule: 'ARB',
    en: 'Nothing is at {path}.',
    cs: 'Na adrese {path} nic není.',
  },
  ERR_TOURNAMENT_NOT_FOUND: {
    rule: 'ARB',
    en: 'There is no tournament {tournament} you may see.',
    cs: 'Turnaj {tournament}, který smíte vidět, neexistuje.',
  },
  ERR_ROUND_NOT_FOUND: {
    rule: 'ARB',
    en: 'Round {round} has not been paired.',
    cs: 'Kolo {round} ještě nebylo vylosováno.',
  },
  ERR_BOARD_NOT_FOUND: {
    rule: 'ARB',
    en: 'Round {round} has no board {board}.',
    cs: 'Kolo {round} nemá šachovnici {board}.',
  },
  ERR_ACCOUNT_EXISTS: {
    rule: 'ARB',
    en: 'An account named {account} already exists.',
    cs: 'Účet se jménem {account} už existuje.',
  },
  ERR_UNKNOWN_ACCOUNT: {
    rule: 'ARB',
    en: 'There is no account named {account}.',
    cs: 'Účet se jménem {account} neexistuje.',
  },
  ERR_OWNER_ROLE: {
    rule: 'ARB',
    en: "The owner's role cannot be changed here.",
    cs: 'Roli vlastníka zde nelze změnit.',
  },
  ERR_PASSWORD_WEAK: {
    rule: 'ARB',
    en: 'A password needs at least {min} characters.',
    cs: 'Heslo musí mít alespoň {min} znaků.',
  },
  ERR_TOKEN_UNKNOWN: {
    rule: 'ARB',
    en: 'There is no token {token} on this account.',
    cs: 'Tento účet nemá token {token}.',
  },
  ERR_VERSION_STALE: {
    rule: 'ARB',
    en: 'The tournament changed: you expected version {expected}, it is at {actual}. Reload and try again.',
    cs: 'Turnaj se změnil: čekali jste verzi {expected}, je ve verzi {actual}. Načtěte ho znovu a zkuste to znovu.',
  },
  ERR_IF_MATCH: {
    rule: 'ARB',
    en: 'If-Match must be one version in quotes, such as "12".',
    cs: 'If-Match musí být jedna verze v uvozovkách, například "12".',
  },
  ERR_COMMAND_REUSED: {
    rule: 'ARB',
    en: 'This Idempotency-Key was already used for another request.',
    cs: 'Tento Idempotency-Key už byl použit pro jiný požadavek.',
  },
  ERR_CSV_HEADER: {
    rule: 'ARB',
    en: 'The CSV file has no "name" (or "jméno") column (columns: {columns}).',
    cs: 'Soubor CSV nemá sloupec „jméno“ (ani „name“) (sloupce: {columns}).',
  },
  ERR_CSV_FIELD: {
    rule: 'ARB',
    en: 'CSV line {line}, column {column}: {detail}.',
    cs: 'CSV, řádek {line}, sloupec {column}: {detailCs}.',
  },
  ERR_IMPORT_EMPTY: {
    rule: 'ARB',
    en: 'The file lists no players.',
    cs: 'Soubor neobsahuje žádné hráče.',
  },
  ERR_CORRECTION_NEEDS_RESULT: {
    rule: 'ARB',
    en: 'Board {board} of round {round} has no result to correct.',
    cs: 'Šachovnice {board} kola {round} nemá výsledek k opravě.',
  },
  ERR_RECORD_GAME: {
    rule: 'ARB',
    en: 'The record is a game of {given}; this tournament plays {expected}.',
    cs: 'Záznam je partie hry {given}; tento turnaj hraje {expected}.',
  },
  ERR_RECORD_ILLEGAL: {
    rule: 'ARB',
    en: 'The record breaks a rule at ply {ply} ({item}): {detail}',
    cs: 'Záznam porušuje pravidlo v půltahu {ply} ({item}): {detail}',
  },
  ERR_RECORD_NO_RESULT: {
    rule: 'ARB',
    en: 'The record does not say how the game ended (no result, no finished game).',
    cs: 'Záznam neříká, jak partie skončila (chybí výsledek a partie nedohrána).',
  },
  ERR_RECORD_NOT_FOUND: {
    rule: 'ARB',
    en: 'Board {board} of round {round} has no game record.',
    cs: 'Šachovnice {board} kola {round} nemá záznam partie.',
  },
  ERR_UNAVAILABLE: {
    rule: 'ARB',
    en: 'The store cannot be reached; try again.',
    cs: 'Úložiště není dostupné; zkuste to znovu.',
  },
  ERR_PAIRING_WORKER: {
    rule: 'ARB',
    en: 'The pairing computation stopped unexpectedly ({reason}); nothing was stored, try again.',
    cs: 'Výpočet losování se nečekaně zastavil ({reason}); nic nebylo uloženo, zkuste to znovu.',
  },
  ERR_PREVIEW_TIMEOUT: {
    rule: 'ARB',
    en: 'The preview took longer than {seconds} s, so the server stopped waiting for it; nothing was stored. Try again in a moment.',
    cs: 'Náhled se nestihl spočítat do {seconds} s, server na něj přestal čekat; nic nebylo uloženo. Zkuste to za chvíli znovu.',
  },
  ERR_INTERNAL: {
    rule: 'ARB',
    en: 'Something went wrong on the server (reference {reference}).',
    cs: 'Na serveru se něco pokazilo (odkaz {reference}).',
  },
  ERR_CHECK_IN_CODE: {
    rule: 'ARB CI1',
    en: 'This is not the check-in code of the tournament; ask the arbiter for it.',
    cs: 'Toto není kód prezence turnaje; zeptejte se rozhodčího.',
  },
  ERR_TEXT_CONTROL: {
    rule: 'ARB',
    en: '{path}: character {at} is the control character {char}, which no text may hold.',
    cs: '{path}: znak {at} je řídicí znak {char}, který žádný text obsahovat nesmí.',
  },
  ERR_TEXT_SURROGATE: {
    rule: 'ARB',
    en: '{path}: character {at} is half of a UTF-16 surrogate pair; the text is not valid Unicode.',
    cs: '{path}: znak {at} je polovina náhradní dvojice UTF-16; text není platný Unicode.',
  },
  ERR_TEXT_LINE_BREAK: {
    rule: 'ARB',
    en: '{path}: character {at} is a line break; this field is one line.',
    cs: '{path}: znak {at} je konec řádku; toto pole má jen jeden řádek.',
  },
  ERR_TEXT_BIDI: {
    rule: 'ARB',
    en: '{path}: character {at} is the bidirectional control {char}, which would make the text read differently from what it holds.',
    cs: '{path}: znak {at} je řídicí znak směru textu {char}, kvůli kterému by se text četl jinak, než jak zní.',
  },
  ERR_TEXT_TOO_LONG: {
    rule: 'ARB',
    en: '{path}: {length} characters, at most {max} allowed.',
    cs: '{path}: {length} znaků, povoleno nejvýše {max}.',
  },
  ERR_REQUEST_TOO_DEEP: {
    rule: 'ARB',
    en: '{path}: nested deeper than {max} levels.',
    cs: '{path}: vnořeno hlouběji než {max} úrovní.',
  },
  ERR_PASSWORD_TOO_SHORT: {
    rule: 'ARB',
    en: 'The password has {length} characters; it needs at least {min} (NIST SP 800-63B). A few words in a row make a good one.',
    cs: 'Heslo má {length} znaků; potřebuje alespoň {min} (NIST SP 800-63B). Dobré heslo je i několik slov za sebou.',
  },
  ERR_PASSWORD_TOO_LONG: {
    rule: 'ARB',
    en: 'The password has {length} characters; at most {max} are accepted.',
    cs: 'Heslo má {length} znaků; přijímáme nejvýše {max}.',
  },
  ERR_PASSWORD_BLANK: {
    rule: 'ARB',
    en: 'The password is only spaces.',
    cs: 'Heslo obsahuje jen mezery.',
  },
  ERR_PASSWORD_COMMON: {
    rule: 'ARB',
    en: "The password is too easy to guess (a common password, a repetition, a keyboard run or the account's own name); choose another.",
    cs: 'Heslo je příliš snadné uhodnout (běžné heslo, opakování, řada kláves nebo jméno účtu); zvolte jiné.',
  },
  ERR_LIVE_PER_ADDRESS: {
    rule: 'ARB',
    en: 'This address already follows {perAddress} live streams, the most it may; close one, or try again later.',
    cs: 'Z této adresy už běží {perAddress} živých přenosů, víc nelze; jeden zavřete nebo to zkuste později.',
  },
  ERR_LIVE_FULL: {
    rule: 'ARB',
    en: 'The server already serves {total} live streams, the most it may; the page can still be reloaded by hand. Try again later.',
    cs: 'Server už obsluhuje {total} živých přenosů, víc nelze; stránku lze dál obnovovat ručně. Zkuste to později.',
  },
};
