/**
 * Reads a game from text: a human record (PGN conventions) or an event log (JSON lines), and
 * replays it through the game's rules (the kernel's command handler, move by move). A malformed
 * text is a failed result; an illegal move is a finding in the value, so each shell (the CLI's
 * replay and file, the server's upload) reports it its own way.
 */
import {
  eventSchemasFor,
  ok,
  parseEventLog,
  parseRecord,
  recordFromEvents,
  replayRecord,
  type DomainEvent,
  type GameRecord,
  type GameRules,
  type ParseMode,
  type Rejection,
  type ReplayWarning,
  type Result,
} from '@arbiter/kernel';
import { games } from './games';

/** A game read and replayed to its end. */
export interface LoadedGame {
  readonly ok: true;
  readonly rules: GameRules<unknown, unknown>;
  readonly events: readonly DomainEvent[];
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

function eventLogGame(text: string): Result<{ rules: GameRules<unknown, unknown>; events: DomainEvent[] }> {
  const first = text.split('\n').find((l) => l.trim());
  let game = '';
  try {
    game = (JSON.parse(first ?? '{}') as { data?: { game?: string } }).data?.game ?? '';
  } catch {
    // the parser below names the line
  }
  const rules = games.get(game);
  const log = parseEventLog(text, eventSchemasFor(rules.ok ? rules.value.eventSchemas : {}));
  if (!log.ok) return log;
  if (!rules.ok) return rules;
  return ok({ rules: rules.value, events: log.value.map((e) => ({ type: e.type, data: e.data })) });
}

/** Replays a parsed record; an event log is replayed through the record it converts to, so both are checked alike. */
function replayed(
  rules: GameRules<unknown, unknown>,
  record: GameRecord,
  mode: ParseMode,
  loaded: Omit<LoadedGame, 'ok' | 'rules' | 'events' | 'warnings'> & { events?: readonly DomainEvent[] },
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
    events: loaded.events ?? report.events,
    warnings: report.warnings,
    tags: loaded.tags,
    text: loaded.text,
  };
}

/** Reads and replays a record or an event log; a malformed text (or an unknown game) is a failed result. */
export function readGame(text: string, mode: ParseMode = 'strict'): Result<LoadedGame | IllegalGame> {
  if (text.trimStart().startsWith('{"')) {
    const log = eventLogGame(text);
    if (!log.ok) return log;
    const { rules, events } = log.value;
    const rebuilt = recordFromEvents(rules, events);
    if (!rebuilt.ok) return rebuilt;
    return ok(replayed(rules, rebuilt.value, mode, { tags: {}, text, events }));
  }
  const record = parseRecord(text);
  if (!record.ok) return record;
  const rules = games.get(record.value.tags.Game ?? '');
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
