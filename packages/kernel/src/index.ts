/**
 * @arbiter/kernel: the contract every game and system builds on.
 * Results and rejections, rule ids, rule options, events and commands, the game
 * decider, the xstate game machine, records, perft.
 */
export { ok, err, reject, rejection, unwrap, mapResult, TOOLKIT_RULE } from './result';
export type { Result, Rejection, MessageParams, Localized, RefusalParams } from './result';
export { refuse, refused } from './refuse';
export { fillMessage, KERNEL_WORDS_CS } from './fill';
export { ruleTag, ruleAnchor, ruleFromTag } from './rule-ids';
export { resolveOptions, parseOptionList, makeOptionList } from './options';
export type { RuleOption, OptionCatalogue, ResolvedOptions } from './options';
export * from './events';
export type {
  GameRules,
  GameArticles,
  SetupInfo,
  ParseMode,
  ParsedMove,
  Explanation,
  DrawClaim,
  PositionStatus,
  PlacementProtocol,
} from './rules';
export {
  decideStart,
  startState,
  decideGame,
  decideText,
  handle,
  evolveGame,
  foldGame,
  sideToAct,
  resultOf,
  isGameLevelEvent,
  recordsMove,
} from './game';
export type { GameState, GamePhase, StartRequest, Handled, HandledCommand, RecordedMove } from './game';
export { openSession } from './session';
export type { GameSession, Sent, SentAll } from './session';
export { perft, slowPerft, divide } from './perft';
export type { MoveTree, DivideRow } from './perft';
export { GameRegistry } from './registry';
export { kernelMessages, formatRejection } from './messages';
export type { MessageCatalogue, MessageEntry, Locale, KernelCode } from './messages';
export { createGameMachine, startCommandSchema, isEnvelope } from './machine';
export type {
  StartCommand,
  MachineCommand,
  CommandBatch,
  CommandRejected,
  NotationWarning,
  MachineEmitted,
  GameMachineContext,
  GameMachineInput,
} from './machine';
export { makeEventLog, parseEventLog, eventSchemasFor } from './event-log';
export { makeRecord, parseRecord, SEVEN_TAG_ROSTER } from './record';
export type { GameRecord, RecordItem } from './record';
export { replayRecord, recordFromEvents } from './replay';
export { checkEventLog, firstDifference } from './event-check';
export type { EventLogCheck } from './event-check';
export type { ReplayReport, ReplayWarning } from './replay';
export { seededRandom } from './random';
export { RECORD_LIMITS, withoutBom, BOM } from './limits';
export type { LimitKind } from './limits';
