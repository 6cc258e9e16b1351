/**
 * Reads a game from a file: a human record (PGN conventions) or an event log (JSON lines),
 * and replays it through the game's rules. Malformed files fail with exit 3; an illegal
 * move is returned as a finding, not thrown, so commands can report it their way.
 */
import {
  eventSchemasFor,
  parseEventLog,
  parseRecord,
  recordFromEvents,
  rejection,
  replayRecord,
  type DomainEvent,
  type GameRecord,
  type GameRules,
  type ParseMode,
  type Rejection,
  type ReplayWarning,
} from '@arbiter/kernel';
import { badInput, readText } from './args';
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

function eventLogGame(text: string): { rules: GameRules<unknown, unknown>; events: DomainEvent[] } {
  const first = text.split('\n').find((l) => l.trim());
  let game = '';
  try {
    game = (JSON.parse(first ?? '{}') as { data?: { game?: string } }).data?.game ?? '';
  } catch {
    // the parser below names the line
  }
  const rules = games.get(game);
  const log = parseEventLog(text, eventSchemasFor(rules.ok ? rules.value.eventSchemas : {}));
  if (!log.ok) badInput(log.error);
  if (!rules.ok) badInput(rules.error);
  return { rules: rules.value, events: log.value.map((e) => ({ type: e.type, data: e.data })) };
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

/** Reads and replays a record or event log file. */
export function loadGame(file: string, lenient: boolean): LoadedGame | IllegalGame {
  const text = readText(file);
  const mode: ParseMode = lenient ? 'lenient' : 'strict';
  if (text.trimStart().startsWith('{"')) {
    const { rules, events } = eventLogGame(text);
    const rebuilt = recordFromEvents(rules, events);
    if (!rebuilt.ok) badInput(rebuilt.error);
    return replayed(rules, rebuilt.value, mode, { tags: {}, text, events });
  }
  const record = parseRecord(text);
  if (!record.ok) badInput(record.error);
  // The file names its game: a missing or unknown Game tag is the file's fault (exit 3).
  const game = record.value.tags.Game;
  if (game === undefined) {
    const known = games
      .games()
      .map((g) => `[Game "${g.id}"]`)
      .join(', ');
    badInput(
      rejection(
        'ERR_RECORD_NO_GAME',
        'ARB',
        `The record has no Game tag; write one of ${known} at its top.`,
        {
          games: known,
        },
      ),
    );
  }
  const rules = games.get(game);
  if (!rules.ok) badInput(rules.error);
  return replayed(rules.value, record.value, mode, { tags: record.value.tags, text });
}

/** The lines that report an illegal move. */
export function illegalLines(g: IllegalGame): string {
  const r = g.rejection;
  return (
    `illegal at ply ${g.ply}: ${g.item}\n${r.code} [${r.rule}]: ${r.message}\n` +
    (g.positionBefore ? `position before it: ${g.positionBefore}\n` : '')
  );
}
