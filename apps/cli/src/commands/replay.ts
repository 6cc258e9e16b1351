/** `arbiter replay FILE`: validate a game record (human record or event log) and print where it ends. */
import { writeFileSync } from 'node:fs';
import { EVENT_SCHEMA_VERSION, foldGame, makeEventLog, makeRecord, recordFromEvents } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { flags, format, usage } from '../args';
import { illegalLines } from '@arbiter/toolkit';
import { loadGame } from '../load-game';

const HEADER_TAGS = ['Game', 'RuleSet', 'Options', 'Setup', 'Result'];

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
    const game = loadGame(file, Boolean(values.lenient));
    if (!game.ok) {
      if (fmt === 'json')
        io.stdout.write(
          JSON.stringify({ ok: false, ply: game.ply, item: game.item, rejection: game.rejection }, null, 2) +
            '\n',
        );
      else io.stdout.write(illegalLines(game));
      return EXIT.rejected;
    }
    const { rules, events, warnings, tags } = game;
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
        Object.fromEntries(Object.entries(tags).filter(([k]) => !HEADER_TAGS.includes(k))),
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
