/** `arbiter replay FILE`: validate a game record (human record or event log) and print where it ends. */
import { writeFileSync } from 'node:fs';
import {
  EVENT_SCHEMA_VERSION,
  eventSchemasFor,
  foldGame,
  makeEventLog,
  makeRecord,
  parseEventLog,
  parseRecord,
  recordFromEvents,
  replayRecord,
  type DomainEvent,
  type GameRules,
} from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { badInput, flags, format, gameRules, readText, usage } from '../args';
import { games } from '../games';

function fromEventLog(text: string): { rules: GameRules<unknown, unknown>; events: DomainEvent[] } {
  const first = text.split('\n').find((l) => l.trim());
  let game = '';
  try {
    game = (JSON.parse(first ?? '{}') as { data?: { game?: string } }).data?.game ?? '';
  } catch {
    // the parser below reports the line
  }
  const rules = games.get(game);
  const schemas = rules.ok ? eventSchemasFor(rules.value.eventSchemas) : eventSchemasFor({});
  const log = parseEventLog(text, schemas);
  if (!log.ok) badInput(log.error);
  if (!rules.ok) badInput(rules.error);
  return { rules: rules.value, events: log.value.map((e) => ({ type: e.type, data: e.data })) };
}

export const replayCommand: CliCommand = {
  name: 'replay',
  summary:
    'validate a game record or event log; print the final position and result, or the first illegal move',
  usage: `Usage: arbiter replay FILE [--lenient] [--format text|json] [--write-events OUT.jsonl] [--write-record OUT.pgn]

FILE is a human record (PGN conventions, [Game "..."] tag) or an event log (JSON lines).
Every move is checked by the game's rules. Prints the final position, the result and any
notation warnings (lenient mode), or the first illegal move with its code and rule (exit 1).
--write-events / --write-record convert the game losslessly to the other record.`,
  run(args, io) {
    const { values, positionals } = flags(args, {
      lenient: { type: 'boolean' },
      format: { type: 'string' },
      'write-events': { type: 'string' },
      'write-record': { type: 'string' },
    });
    const file = positionals[0];
    if (!file) usage('Name the record file to replay.');
    if (positionals.length > 1) usage(`Unexpected argument "${positionals[1]}".`);
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const text = readText(file);
    const isLog = text.trimStart().startsWith('{"');
    let rules: GameRules<unknown, unknown>;
    let events: readonly DomainEvent[];
    let warnings: { ply: number; move: string; warning: { code: string; rule: string; message: string } }[] =
      [];
    let tags: Record<string, string> = {};
    if (isLog) {
      ({ rules, events } = fromEventLog(text));
      const rebuilt = recordFromEvents(rules, events);
      if (!rebuilt.ok) badInput(rebuilt.error);
      const check = replayRecord(rules, rebuilt.value, values.lenient ? 'lenient' : 'strict');
      if (!check.ok) {
        io.stdout.write(
          `illegal at ply ${check.ply}: ${check.item}\n${check.rejection.code} [${check.rejection.rule}]: ${check.rejection.message}\n`,
        );
        return EXIT.rejected;
      }
    } else {
      const record = parseRecord(text);
      if (!record.ok) badInput(record.error);
      tags = { ...record.value.tags };
      rules = gameRules(record.value.tags.Game);
      const report = replayRecord(rules, record.value, values.lenient ? 'lenient' : 'strict');
      if (!report.ok) {
        if (fmt === 'json')
          io.stdout.write(
            JSON.stringify(
              { ok: false, ply: report.ply, item: report.item, rejection: report.rejection },
              null,
              2,
            ) + '\n',
          );
        else {
          io.stdout.write(
            `illegal at ply ${report.ply}: ${report.item}\n${report.rejection.code} [${report.rejection.rule}]: ${report.rejection.message}\n`,
          );
          if (report.state)
            io.stdout.write(`position before it: ${rules.makePosition(report.state.position)}\n`);
        }
        return EXIT.rejected;
      }
      events = report.events;
      warnings = [...report.warnings];
    }
    const state = foldGame(rules, events);
    if (values['write-events']) {
      const now = new Date().toISOString();
      const gameId = tags.GameId ?? file;
      writeFileSync(
        values['write-events'],
        makeEventLog(
          events.map((e, i) => ({
            ...e,
            metadata: { gameId, sequence: i, time: now, schemaVersion: EVENT_SCHEMA_VERSION },
          })),
        ),
      );
    }
    if (values['write-record']) {
      const rec = recordFromEvents(
        rules,
        events,
        Object.fromEntries(
          Object.entries(tags).filter(
            ([k]) => !['Game', 'RuleSet', 'Options', 'Setup', 'Result'].includes(k),
          ),
        ),
      );
      if (rec.ok) writeFileSync(values['write-record'], makeRecord(rec.value));
    }
    const result = state.outcome
      ? `${state.outcome.result} (${state.outcome.reason}, ${state.outcome.rule})`
      : '* (game in progress)';
    if (fmt === 'json') {
      io.stdout.write(
        JSON.stringify(
          {
            ok: true,
            game: rules.id,
            plies: state.plies,
            position: rules.makePosition(state.position),
            outcome: state.outcome,
            warnings,
          },
          null,
          2,
        ) + '\n',
      );
    } else {
      io.stdout.write(`${rules.title}: ${state.plies} plies replayed, all legal\n`);
      for (const w of warnings)
        io.stdout.write(
          `warning at ply ${w.ply} (${w.move}): ${w.warning.code} [${w.warning.rule}] ${w.warning.message}\n`,
        );
      io.stdout.write(`${rules.render(state.position)}\n`);
      io.stdout.write(`position ${rules.makePosition(state.position)}\n`);
      io.stdout.write(`result ${result}\n`);
    }
    return EXIT.ok;
  },
};
