/**
 * Reads a game from text: a human record (PGN conventions) or an event log (JSON lines), and
 * plays it through the game machine (a kernel game session fed one command per move or act; an
 * event log's moves as the typed moves their events record). The machine's final state comes
 * with the events, so no shell folds the game again. A malformed
 * text is a failed result; an illegal move is a finding in the value, so each shell (the CLI's
 * replay and file, the server's upload) reports it its own way.
 */
import {
  checkEventLog,
  err,
  eventSchemasFor,
  withoutBom,
  ok,
  parseEventLog,
  parseRecord,
  refused,
  replayRecord,
  type DomainEvent,
  type GameRecord,
  type GameRules,
  type GameState,
  type ParseMode,
  type Rejection,
  type ReplayWarning,
  type Result,
} from '@arbiter/kernel';
import { games } from './games';
import { toolkitMessages } from './messages';

/** A game read and replayed to its end. */
export interface LoadedGame {
  readonly ok: true;
  readonly rules: GameRules<unknown, unknown>;
  readonly events: readonly DomainEvent[];
  /** The game's state at its end, as the game machine holds it after the last command. */
  readonly state: GameState<unknown>;
  readonly warnings: readonly ReplayWarning[];
  readonly tags: Readonly<Record<string, string>>;
  readonly text: string;
}

/** A game whose replay stopped at an illegal move. */
export interface IllegalGame {
  readonly ok: false;
  readonly rules: GameRules<unknown, unknown>;
  readonly ply: number;
  readonly item: string;
  readonly rejection: Rejection;
  readonly positionBefore: string | null;
}

/** A game id as filing takes it: letters, digits, dot, dash and underscore, at most 100. */
export const GAME_ID = /^[A-Za-z0-9._-]{1,100}$/;

function eventLogGame(
  text: string,
): Result<{ rules: GameRules<unknown, unknown>; events: DomainEvent[]; gameId: string | undefined }> {
  const first = text.split('\n').find((l) => l.trim());
  let game = '';
  try {
    game = (JSON.parse(withoutBom(first ?? '{}')) as { data?: { game?: string } }).data?.game ?? '';
  } catch {
    // the parser below names the line
  }
  const rules = games.get(game);
  const log = parseEventLog(text, eventSchemasFor(rules.ok ? rules.value.eventSchemas : {}));
  if (!log.ok) return log;
  if (!rules.ok) return rules;
  const gameId = log.value[0]?.metadata.gameId;
  return ok({
    rules: rules.value,
    events: log.value.map((e) => ({ type: e.type, data: e.data })),
    gameId: gameId !== undefined && GAME_ID.test(gameId) ? gameId : undefined,
  });
}

/**
 * Checks an event log against the rules (each event's command decided again, the emitted events
 * compared field by field): a lie is an illegal game at its event; the game read is what the
 * rules emitted, never the file's own objects.
 */
function checkedLog(
  rules: GameRules<unknown, unknown>,
  events: readonly DomainEvent[],
  loaded: { text: string; gameId: string | undefined },
): Result<LoadedGame | IllegalGame> {
  const check = checkEventLog(rules, events);
  if (!check.ok) {
    if (check.malformed) return err(check.rejection);
    return ok({
      ok: false,
      rules,
      ply: check.ply + 1,
      item: `event ${check.sequence} (${events[check.sequence]?.type ?? 'missing'})`,
      rejection: check.rejection,
      positionBefore: check.state ? rules.makePosition(check.state.position) : null,
    });
  }
  return ok({
    ok: true,
    rules,
    events: check.events,
    state: check.state,
    warnings: [],
    tags: (loaded.gameId === undefined ? {} : { GameId: loaded.gameId }) as Record<string, string>,
    text: loaded.text,
  });
}

/** Replays a parsed record through the game machine, item by item. */
function replayed(
  rules: GameRules<unknown, unknown>,
  record: GameRecord,
  mode: ParseMode,
  loaded: Pick<LoadedGame, 'tags' | 'text'>,
): LoadedGame | IllegalGame {
  const report = replayRecord(rules, record, mode);
  if (!report.ok) {
    const positionBefore = report.state ? rules.makePosition(report.state.position) : null;
    return {
      ok: false,
      rules,
      ply: report.ply,
      item: report.item,
      rejection: report.rejection,
      positionBefore,
    };
  }
  return {
    ok: true,
    rules,
    events: report.events,
    state: report.state,
    warnings: report.warnings,
    tags: loaded.tags,
    text: loaded.text,
  };
}

/** Reads and replays a record or an event log; a malformed text (or an unknown game) is a failed result. */
export function readGame(text: string, mode: ParseMode = 'strict'): Result<LoadedGame | IllegalGame> {
  if (withoutBom(text).trimStart().startsWith('{"')) {
    const log = eventLogGame(text);
    if (!log.ok) return log;
    const { rules, events, gameId } = log.value;
    return checkedLog(rules, events, { text, gameId });
  }
  const record = parseRecord(text);
  if (!record.ok) return record;
  // The file names its game: without a Game tag the file is at fault, not the command line.
  const game = record.value.tags.Game;
  if (game === undefined)
    return refused(toolkitMessages, 'ERR_RECORD_NO_GAME', {
      games: games
        .games()
        .map((g) => `[Game "${g.id}"]`)
        .join(', '),
    });
  const rules = games.get(game);
  if (!rules.ok) return rules;
  return ok(replayed(rules.value, record.value, mode, { tags: record.value.tags, text }));
}

/** The lines that report an illegal move. */
export function illegalLines(g: IllegalGame): string {
  const r = g.rejection;
  return (
    `illegal at ply ${g.ply}: ${g.item}\n${r.code} [${r.rule}]: ${r.message}\n` +
    (g.positionBefore ? `position before it: ${g.positionBefore}\n` : '')
  );
}
