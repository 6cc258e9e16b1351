/**
 * @arbiter/tournament: the tournament domain. Vocabulary, TRF-2026 files, the pairing
 * interface and round robin, scoring and FIDE tie-breaks, the event-sourced tournament.
 */
// vocabulary
export {
  otherColor,
  ROUND_RESULTS,
  isPlayedResult,
  isByeResult,
  isForfeitResult,
  isPlayed,
  ABSENT,
  REQUESTED_BYES,
  byeResult,
  MAX_PLAYERS,
} from './vocabulary';
export type { PlayerId, RoundResult, RoundEntry, RequestedBye } from './vocabulary';
// scoring
export { STANDARD_POINTS, THREE_ONE_ZERO, pointSystem, pointsFor, samePointSystem } from './points';
export type { PointSystem } from './points';
// TRF files
export { parseTrf, TRF_RULES } from './trf-parse';
export { makeTrf, makePlayerLine } from './trf-write';
export type { MakeTrfOptions, TrfDialect } from './trf-write';
export { trfHeader } from './trf-model';
export type {
  TrfFile,
  TrfPlayer,
  TrfRoundEntry,
  TrfLine,
  TrfBye,
  TrfProhibition,
  TrfAcceleration,
} from './trf-model';
export { virtualPointsOf, virtualPointsByRound, accelerationLine } from './trf-acceleration';
export { bakuAcceleration, bakuGroupSize, bakuRounds } from './baku';
// crosstable
export { crosstableFromTrf, pairedRounds, openRound, scoreOf } from './crosstable';
export type { Crosstable, CrosstablePlayer } from './crosstable';
// pairing interface
export { pairingRegistry, formatPairing, parsePairing } from './pairing';
export type {
  PairingSystem,
  PairingSystemRegistry,
  PairingInput,
  PairingPlayer,
  RoundPairing,
  RoundVerdict,
  BoardPairing,
  Float,
} from './pairing';
export {
  buildPairingInput,
  pairingInputFromTrf,
  forbiddenPairsFor,
  inferInitialColour,
} from './pairing-input';
export type { PairingContext } from './pairing-input';
// messages
export { tournamentMessages } from './messages';
// round robin
export { bergerTable, bergerRound, roundRobinSystem, doubleRoundRobinSystem } from './round-robin';
export type { BergerTable, RoundRobinOptions } from './round-robin';
// tie-breaks and standings
export { TIEBREAK_BASES, parseTieBreak, parseTieBreakList, tieBreakCatalogue } from './tiebreaks';
export { TIEBREAK_NAME_LOCALES, tieBreakName } from './tiebreak-names';
export type { TieBreakNameLocale } from './tiebreak-names';
export type { TieBreak, TieBreakBase } from './tiebreaks';
export { tieBreakContext } from './tiebreak-context';
export type { TieBreakContext } from './tiebreak-context';
export { standings, directEncounter, formatValue, tieKey } from './standings';
export { breakDown, roundKind } from './tiebreak-breakdown';
export type {
  TieBreakBreakdown,
  BreakdownRound,
  BreakdownTotal,
  RoundBasis,
  RoundKind,
  EarlierKeys,
} from './tiebreak-breakdown';
export { explainTieBreaks, findPlayer } from './tiebreak-explain';
export type { PlayerBreakdown } from './tiebreak-explain';
export type { Standing, StandingsTable } from './standings';
// one export of standings, crosstable and pairings: machine CSV and human text for every shell
export {
  exportCsv,
  exportText,
  standingsExport,
  crosstableExport,
  crosstableCell,
  pairingExport,
} from './export-tables';
export type { ExportTable, ExportColumn, PairedRound } from './export-tables';
export { csvCell, csvText, FORMULA_STARTS } from './csv';
export { performanceDelta } from './rating';
// the tournament as events
export { GAME_RESULTS } from './events';
export type {
  BoardResult,
  TournamentSettings,
  PlayerInfo,
  TournamentCommand,
  TournamentEvent,
} from './events';
export { evolveTournament, foldTournament, EMPTY_TOURNAMENT } from './tournament';
export { decideTournament } from './tournament-decide';
export { handleTournament, handleTournamentCommands } from './tournament-handle';
export type { HandledTournament } from './tournament-handle';
export type {
  AbsenteeTreatment,
  TournamentState,
  TournamentPlayer,
  RoundState,
  BoardState,
  TournamentDeps,
} from './tournament';
export { crosstableOf, pairingInputOf, trfOf, entryOf } from './tournament-views';
export { importTrf } from './trf-import';
export type { ImportOptions } from './trf-import';
export {
  tournamentEventSchemas,
  tournamentSettingsSchema,
  playerInfoSchema,
  toDomainEvent,
  fromDomainEvent,
} from './event-schemas';
export { checkTournamentLog, commandOf } from './tournament-log-check';
export type { TournamentLogCheck } from './tournament-log-check';
// check-in (rulings ARB CI1, ARB CI2)
export { CHECK_IN_POLICIES, CHECK_IN_SOURCES } from './check-in-vocabulary';
export type { CheckInPolicy, CheckInSource } from './check-in-vocabulary';
export { checkInPreview, checkInRound, checkedInFor, absenteesTreated, stateToPair } from './check-in';
export type { CheckInPreview, CheckInEntry } from './check-in';
// an arbiter's edit of a paired round (issue 23, part 1)
export { comparePairing, pairingInputBefore, warningLevel } from './pairing-edit';
export type { PairingComparison, EditCriterion, WarningLevel, RoundFact } from './pairing-edit';
export { EDIT_REASON_MAX } from './pairing-edit-decide';
export { pairingEditLine, pairingEditHeaders, pairingEditsOf } from './pairing-edit-trf';
export type { TrfPairingEdit } from './pairing-edit-trf';
export type { EditedCriterion } from './events';
export type { BreachKind, PairingBreach } from './pairing';
export { previewCorrection } from './correction-preview';
export type {
  CorrectionPreview,
  StandingChange,
  TieBreakChange,
  LaterRound,
  BoardComparison,
  Change,
} from './correction-preview';

// renumbering the start list after a late entry (FIDE C.04.2)
export { initialOrder, renumberChanges, LAST_RENUMBER_ROUNDS, RENUMBER_RULE } from './renumber';
