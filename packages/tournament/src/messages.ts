/**
 * Every code this package can return, with its rule and its text in English and Czech.
 * `{name}` is replaced by the rejection's parameter of that name.
 */
import type { MessageCatalogue } from '@arbiter/kernel';
import { pairingEditCodes } from './pairing-edit-messages';

const where = { en: 'Line {line}, column {column}: ', cs: 'Řádek {line}, sloupec {column}: ' };
function trf(rule: string, en: string, cs: string) {
  return { rule, en: where.en + en, cs: where.cs + cs };
}

/** The tournament package's codes. */
export const tournamentCodes = {
  // TRF files
  ERR_TRF_RECORD: trf('ARB', '{detail}.', 'záznam nelze přečíst ({detail}).'),
  ERR_TRF_CHARACTER: trf('ARB', 'the line contains a control character.', 'řádek obsahuje řídicí znak.'),
  ERR_TRF_PLAYER_NUMBER: trf(
    'FIDE TRF26 001',
    'the pairing number is missing or wrong ({detail}).',
    'startovní číslo chybí nebo je chybné ({detail}).',
  ),
  ERR_TRF_NUMBER: trf(
    'FIDE TRF26 001',
    'a numeric field cannot be read ({detail}).',
    'číselný údaj nelze přečíst ({detail}).',
  ),
  ERR_TRF_ROUND_FIELD: trf(
    'FIDE TRF26 001',
    'the round fields are shifted ({detail}).',
    'údaje o kolech jsou posunuté ({detail}).',
  ),
  ERR_TRF_OPPONENT: trf(
    'FIDE TRF26 001',
    'the opponent is not a pairing number ({detail}).',
    'soupeř není zapsán startovním číslem ({detail}).',
  ),
  ERR_TRF_COLOUR: trf('FIDE TRF26 001', 'wrong colour ({detail}).', 'chybná barva ({detail}).'),
  ERR_TRF_RESULT: trf(
    'FIDE TRF26 001',
    'unknown result code ({detail}).',
    'neznámý kód výsledku ({detail}).',
  ),
  ERR_TRF_BYE_WITH_OPPONENT: trf(
    'FIDE TRF26 001',
    'a bye cannot have an opponent ({detail}).',
    'volno nemůže mít soupeře ({detail}).',
  ),
  ERR_TRF_GAME_WITHOUT_OPPONENT: trf(
    'FIDE TRF26 001',
    'a played game needs an opponent ({detail}).',
    'odehraná partie musí mít soupeře ({detail}).',
  ),
  ERR_TRF_DUPLICATE_PLAYER: trf(
    'FIDE TRF26 001',
    'a pairing number is used twice ({detail}).',
    'startovní číslo je použito dvakrát ({detail}).',
  ),
  ERR_TRF_UNKNOWN_OPPONENT: trf(
    'FIDE TRF26 001',
    'a player without a player record is named ({detail}).',
    'uvedený hráč nemá vlastní záznam ({detail}).',
  ),
  ERR_TRF_ASYMMETRIC_PAIRING: trf(
    'FIDE TRF26 001',
    'the two players of a game disagree ({detail}).',
    'záznamy obou hráčů partie si odporují ({detail}).',
  ),
  ERR_TRF_RESULT_MISMATCH: trf(
    'FIDE TRF26 001',
    'the two results of a game do not match ({detail}).',
    'výsledky obou hráčů partie si neodpovídají ({detail}).',
  ),
  ERR_TRF_PAB_TWICE: trf(
    'FIDE C.04.1 c',
    'two pairing-allocated byes in one round ({detail}).',
    'dvě volna přidělená losem v jednom kole ({detail}).',
  ),
  ERR_TRF_TOTAL_ROUNDS: trf(
    'FIDE TRF26 142',
    'wrong number of rounds ({detail}).',
    'chybný počet kol ({detail}).',
  ),
  ERR_TRF_INITIAL_COLOUR: trf(
    'FIDE TRF26 152',
    'wrong initial colour ({detail}).',
    'chybná počáteční barva ({detail}).',
  ),
  ERR_TRF_POINT_SYSTEM: trf(
    'FIDE TRF26 162',
    'the point system cannot be read ({detail}).',
    'bodový systém nelze přečíst ({detail}).',
  ),
  ERR_TRF_BYE_RECORD: trf(
    'FIDE TRF26 240',
    'the bye record cannot be read ({detail}).',
    'záznam o volnu nelze přečíst ({detail}).',
  ),
  ERR_TRF_BYE_CONFLICT: trf(
    'FIDE TRF26 240',
    'the bye contradicts the round entry ({detail}).',
    'volno odporuje zápisu kola ({detail}).',
  ),
  ERR_TRF_ACCELERATION_RECORD: trf(
    'FIDE TRF26 250',
    'the acceleration record cannot be read ({detail}).',
    'záznam o zrychlení nelze přečíst ({detail}).',
  ),
  ERR_TRF_PROHIBITED_RECORD: trf(
    'FIDE TRF26 260',
    'the prohibited pairing cannot be read ({detail}).',
    'zakázanou dvojici nelze přečíst ({detail}).',
  ),
  ERR_TRF_CONFLICT: {
    ...trf('ARB', 'two records say different things ({detail}).', 'dva záznamy si odporují ({detail}).'),
    ruleFrom: 'the TRF record whose value conflicts with an earlier one (FIDE TRF26 142, 152 or 162)',
  },
  ERR_TRF_NO_PLAYERS: trf('FIDE TRF26 001', 'the file has no players.', 'soubor neobsahuje žádné hráče.'),
  // tournament commands
  ERR_TOURNAMENT_EXISTS: {
    rule: 'ARB',
    en: 'The tournament has already been created.',
    cs: 'Turnaj už byl založen.',
  },
  ERR_NO_TOURNAMENT: { rule: 'ARB', en: 'Create the tournament first.', cs: 'Nejprve založte turnaj.' },
  ERR_TOURNAMENT_CLOSED: {
    rule: 'ARB',
    en: 'The tournament is closed; nothing more can change.',
    cs: 'Turnaj je uzavřen; nic dalšího nelze měnit.',
  },
  ERR_UNKNOWN_SYSTEM: {
    rule: 'ARB',
    en: 'Unknown pairing system "{system}".',
    cs: 'Neznámý losovací systém „{system}“.',
  },
  ERR_BAD_ROUNDS: {
    rule: 'FIDE C.04.1 a',
    en: 'The number of rounds must be a whole number from 1 to 99 ({rounds}).',
    cs: 'Počet kol musí být celé číslo od 1 do 99 ({rounds}).',
  },
  ERR_INVALID_POINT_SYSTEM: {
    rule: 'FIDE C.07 5',
    en: 'A win must be worth more than a draw and a draw at least a loss.',
    cs: 'Výhra musí mít víc bodů než remíza a remíza aspoň tolik co prohra.',
  },
  ERR_TOO_MANY_PLAYERS: {
    rule: 'ARB',
    en: 'A tournament holds at most {max} players; this would make {players}.',
    cs: 'Turnaj může mít nejvýše {max} hráčů; takto by jich měl {players}.',
  },
  ERR_REGISTRATION_CLOSED: {
    rule: 'FIDE C.05 1',
    en: 'The {system} system takes no new players once round 1 is paired.',
    cs: 'Systém {system} po vylosování 1. kola nepřijímá nové hráče.',
  },
  ERR_DUPLICATE_PLAYER: {
    rule: 'ARB',
    en: 'Player with FIDE id {fideId} is already registered.',
    cs: 'Hráč s FIDE ID {fideId} už je přihlášen.',
  },
  ERR_UNKNOWN_PLAYER: { rule: 'ARB', en: 'There is no player {player}.', cs: 'Hráč {player} neexistuje.' },
  ERR_RENUMBER_CLOSED: {
    rule: 'FIDE C.04.2',
    en: 'The tournament is not open: its start list cannot be renumbered.',
    cs: 'Turnaj není otevřený: startovní listinu nelze přečíslovat.',
  },
  ERR_RENUMBER_ROUND_OPEN: {
    rule: 'FIDE C.04.2',
    en: 'Round {round} is paired: the start list can be renumbered only before the next round is paired.',
    cs: '{round}. kolo je vylosované: startovní listinu lze přečíslovat jen před losováním dalšího kola.',
  },
  ERR_RENUMBER_BERGER: {
    rule: 'FIDE C.04.2',
    en: "A round robin's numbers are its Berger table places: they cannot change once a round is paired.",
    cs: 'Čísla turnaje každý s každým jsou místa v Bergerových tabulkách: po vylosování kola se měnit nemohou.',
  },
  ERR_RENUMBER_TOO_LATE: {
    rule: 'FIDE C.04.2',
    en: '{rounds} rounds are paired: pairing numbers may not change after the fourth round has been paired.',
    cs: 'Vylosováno je {rounds} kol: po vylosování 4. kola se startovní čísla měnit nesmějí.',
  },
  ERR_RENUMBER_NOTHING: {
    rule: 'FIDE C.04.2',
    en: 'The start list is already in the order of the initial ranking.',
    cs: 'Startovní listina už je seřazená podle výchozího pořadí.',
  },
  ERR_ALREADY_WITHDRAWN: {
    rule: 'FIDE C.04.1',
    en: 'Player {player} has already withdrawn.',
    cs: 'Hráč {player} už odstoupil.',
  },
  ERR_NOT_WITHDRAWN: {
    rule: 'FIDE C.04.1',
    en: 'Player {player} has not withdrawn.',
    cs: 'Hráč {player} neodstoupil.',
  },
  ERR_BYE_ROUND: {
    rule: 'FIDE C.04.1',
    en: 'A bye can be requested only for a round not yet paired (round {round}).',
    cs: 'O volno lze žádat jen pro kolo, které ještě není vylosováno (kolo {round}).',
  },
  ERR_BYE_NOT_ALLOWED: {
    rule: 'FIDE C.04.1',
    en: 'The regulations allow no {kind} bye.',
    cs: 'Propozice nedovolují volno typu {kind}.',
  },
  ERR_ROUND_OPEN: {
    rule: 'FIDE C.04.1',
    en: 'Round {round} is still open: record its results and close it first.',
    cs: 'Kolo {round} je stále otevřené: nejprve zapište výsledky a uzavřete je.',
  },
  ERR_BAKU_POINTS: {
    rule: 'FIDE C.04.5.1',
    en: 'Baku acceleration needs 1 point for a win, ½ for a draw and 0 for a loss; this event scores {win} / {draw} / {loss}.',
    cs: 'Bakuské zrychlení vyžaduje 1 bod za výhru, ½ za remízu a 0 za prohru; tento turnaj boduje {win} / {draw} / {loss}.',
  },
  ERR_BAKU_SYSTEM: {
    rule: 'FIDE C.04.5.1',
    en: 'Baku acceleration is for the Dutch Swiss system, not for {system}.',
    cs: 'Bakuské zrychlení je pro holandský švýcarský systém, ne pro {system}.',
  },
  ERR_BAKU_ROUNDS: {
    rule: 'FIDE C.04.5.1',
    en: 'Baku acceleration needs the number of rounds of the event.',
    cs: 'Bakuské zrychlení potřebuje znát počet kol turnaje.',
  },
  ERR_NO_ROUNDS_LEFT: {
    rule: 'FIDE C.04.1 a',
    ruleFrom:
      'the article that fixes the number of rounds: the event (FIDE C.04.1 a) or the round robin (FIDE C.05 1)',
    en: 'All {rounds} rounds have been paired.',
    cs: 'Všech {rounds} kol už bylo vylosováno.',
  },
  ERR_CHECK_IN_OFF: {
    rule: 'ARB CI1',
    en: 'This tournament has no check-in: the organiser did not turn it on.',
    cs: 'Tento turnaj nemá prezenci: pořadatel ji nezapnul.',
  },
  ERR_CHECK_IN_ROUND: {
    rule: 'ARB CI1',
    en: 'Check-in is open only for the next round to pair ({next}), not for round {round}.',
    cs: 'Prezence je otevřená jen pro příští losované kolo ({next}), ne pro kolo {round}.',
  },
  ERR_OVERRIDE_ABSENTEE: {
    rule: 'ARB CI2',
    en: 'Player {player} has not checked in for round {round}, so pairing treats him as absent: check him in first, or leave him off the boards.',
    cs: 'Hráč {player} se na {round}. kolo neprezentoval, a losování ho proto bere jako nepřítomného: nejdřív ho prezentujte, nebo ho na šachovnice nedávejte.',
  },
  ERR_CHECK_IN_POLICY: {
    rule: 'ARB CI2',
    en: 'Unknown check-in setting "{policy}" (off, zero-bye or withdraw).',
    cs: 'Neznámé nastavení prezence „{policy}“ (off, zero-bye nebo withdraw).',
  },
  ERR_WRONG_ROUND: {
    rule: 'ARB',
    en: 'Round {round} is not the current round ({current}).',
    cs: 'Kolo {round} není aktuální kolo ({current}).',
  },
  ERR_ROUND_NOT_PAIRED: {
    rule: 'ARB',
    en: 'Round {round} has not been paired.',
    cs: 'Kolo {round} nebylo vylosováno.',
  },
  ERR_UNKNOWN_BOARD: {
    rule: 'ARB',
    en: 'Round {round} has no board {board}.',
    cs: 'V kole {round} není šachovnice {board}.',
  },
  ERR_RESULT_EXISTS: {
    rule: 'ARB',
    en: 'Board {board} of round {round} already has a result; correct it instead.',
    cs: 'Šachovnice {board} v kole {round} už má výsledek; opravte jej.',
  },
  ERR_RECORD_RESULT: {
    rule: 'ARB',
    en: 'The record ends {record}, but board {board} of round {round} has {board_result}.',
    cs: 'Záznam končí {record}, ale šachovnice {board} v kole {round} má výsledek {board_result}.',
  },
  ERR_NO_RESULT: {
    rule: 'ARB',
    en: 'Board {board} of round {round} has no result to correct.',
    cs: 'Šachovnice {board} v kole {round} nemá výsledek k opravě.',
  },
  ERR_ROUND_CLOSED: {
    rule: 'ARB',
    en: 'Round {round} is closed; record a correction instead.',
    cs: 'Kolo {round} je uzavřeno; zapište opravu.',
  },
  ERR_NOT_LAST_ROUND: {
    rule: 'ARB',
    en: 'Only the last paired round ({last}) can be taken back, not round {round}.',
    cs: 'Zrušit lze jen poslední vylosované kolo ({last}), ne kolo {round}.',
  },
  ERR_ROUND_HAS_RESULTS: {
    rule: 'ARB',
    en: 'Round {round} already has {count} result(s); its pairing can no longer be taken back.',
    cs: 'Kolo {round} už má {count} výsledk(y); jeho los už nelze zrušit.',
  },
  ERR_OVERRIDE_REASON: {
    rule: 'FIDE C.04.1',
    en: 'A pairing made by hand needs its reason.',
    cs: 'Ručně sestavený los musí mít uvedený důvod.',
  },
  ERR_CORRECTION_REASON: {
    rule: 'FIDE C.04.2',
    en: 'A corrected result needs the reason for the correction.',
    cs: 'Opravený výsledek musí mít uvedený důvod opravy.',
  },
  ERR_RESULTS_MISSING: {
    rule: 'ARB',
    en: 'Round {round} still misses {missing} result(s).',
    cs: 'V kole {round} chybí ještě {missing} výsledk(y).',
  },
  ERR_TOURNAMENT_NOT_FINISHED: {
    rule: 'ARB',
    en: 'The tournament still has an open round.',
    cs: 'Turnaj má ještě otevřené kolo.',
  },
  ERR_TOO_FEW_PLAYERS: {
    rule: 'FIDE C.05 1',
    en: 'At least {min} active players are needed ({count}).',
    cs: 'Je třeba aspoň {min} aktivních hráčů ({count}).',
  },
  ERR_PAIRING_IMPOSSIBLE: {
    rule: 'FIDE C.04.1',
    en: 'Round {round} cannot be paired: {detail}.',
    cs: 'Kolo {round} nelze vylosovat: {detail}.',
  },
  ERR_PAIRING_INVALID: {
    rule: 'FIDE C.04.1',
    en: 'The pairing system gave an invalid pairing: {detail}.',
    cs: 'Losovací systém vrátil neplatné losování: {detail}.',
  },
  ERR_FIELD_CHANGED: {
    rule: 'FIDE C.05 1',
    en: 'The round-robin field changed after round 1 ({detail}).',
    cs: 'Pole hráčů kruhového turnaje se po 1. kole změnilo ({detail}).',
  },
  ERR_PROHIBITION_INVALID: {
    rule: 'FIDE TRF26 260',
    en: 'A prohibited pairing names two players or more.',
    cs: 'Zakázaná dvojice musí uvádět aspoň dva hráče.',
  },
  ERR_TRF_UNSUPPORTED: trf(
    'ARB',
    'this entry cannot be imported ({detail}).',
    'tento zápis nelze převzít ({detail}).',
  ),
  // pairs files (arbiter pair --expected)
  ERR_PAIRS_SYNTAX: {
    rule: 'ARB',
    en: 'The file {file} is not a pairs file.',
    cs: 'Soubor {file} není souborem dvojic.',
  },
  ERR_PAIRING_DIFFERS: {
    rule: 'FIDE C.04.1',
    en: 'The pairing differs from the expected one: {detail}.',
    cs: 'Losování se liší od očekávaného: {detail}.',
  },
  // stored events
  ERR_TOURNAMENT_EVENT_UNKNOWN_TYPE: {
    rule: 'ARB',
    en: 'A tournament has no event of type "{type}".',
    cs: 'Turnaj nemá událost typu „{type}“.',
  },
  ERR_TOURNAMENT_EVENT_INVALID: {
    rule: 'ARB',
    en: 'Tournament event {sequence} of type {type} does not match its schema.',
    cs: 'Turnajová událost {sequence} typu {type} neodpovídá svému schématu.',
  },
  // tie-breaks
  ERR_UNKNOWN_TIEBREAK: {
    rule: 'FIDE C.07 14.1',
    en: 'Unknown tie-break "{code}".',
    cs: 'Neznámé pomocné hodnocení „{code}“.',
  },
  ERR_PLAYER_AMBIGUOUS: {
    rule: 'ARB',
    en: '"{player}" names several players: {players}. Give the pairing number.',
    cs: '„{player}“ odpovídá více hráčům: {players}. Zadejte startovní číslo.',
  },
  // an arbiter's edit of a paired round
  ...pairingEditCodes,
} as const satisfies MessageCatalogue;

/** The catalogue as shells and tests read it, by any code. */
export const tournamentMessages: MessageCatalogue = tournamentCodes;
