/** `arbiter replay FILE`: validate a game record (human record or event log) and print where it ends. */
import { catalogues, gameHash } from '@arbiter/toolkit';
import { EVENT_SCHEMA_VERSION, makeEventLog, makeRecord, recordFromEvents } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { flags, format, outcomeParams, usage, writeText } from '../args';
import { gameTitle, message, sideName, text } from '../messages';
import { illegalText, loadGame } from '../load-game';

const HEADER_TAGS = ['Game', 'RuleSet', 'Options', 'Setup', 'Result'];

export const replayCommand: CliCommand = {
  name: 'replay',
  usage: () => text('replay.usage'),
  catalogues: () => catalogues,
  run(args, io) {
    const { values, positionals } = flags(args, {
      game: { type: 'string' },
      lenient: { type: 'boolean' },
      format: { type: 'string' },
      'write-events': { type: 'string' },
      'write-record': { type: 'string' },
    });
    const file = positionals[0];
    if (!file) usage('usage.nameRecord');
    if (positionals.length > 1) usage('usage.unexpectedArgument', { argument: positionals[1] });
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const game = loadGame(file, Boolean(values.lenient), values.game);
    if (!game.ok) {
      if (fmt === 'json')
        io.stdout.write(
          JSON.stringify({ ok: false, ply: game.ply, item: game.item, rejection: game.rejection }, null, 2) +
            '\n',
        );
      else io.stdout.write(illegalText(game));
      return EXIT.rejected;
    }
    // The state the game machine reached: the game is not folded again.
    const { rules, events, state, warnings, tags } = game;
    if (values['write-events']) {
      const now = new Date().toISOString();
      // The game's id: its GameId tag, else its content hash, so that filing this log and filing
      // the record it came from file one game.
      const gameId = tags.GameId ?? gameHash(events);
      writeText(
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
      if (rec.ok) writeText(values['write-record'], makeRecord(rec.value));
    }
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
      return EXIT.ok;
    }
    io.stdout.write(text('replay.done', { title: gameTitle(rules), plies: state.plies }) + '\n');
    for (const w of warnings)
      io.stdout.write(
        text('replay.warning', {
          ply: w.ply,
          move: w.move,
          code: w.warning.code,
          rule: w.warning.rule,
          message: message(w.warning),
        }) + '\n',
      );
    // a diagram's label lines name a board's owner (`QL6 black`): in the chosen language
    const diagram = rules
      .render(state.position)
      .replace(
        /^(\S+) (white|black)$/gm,
        (_l, board: string, owner: 'white' | 'black') => `${board} ${text(`board.${owner}`)}`,
      )
      .replace(/^(white|black) to move$/im, '')
      .trimEnd();
    io.stdout.write(`${diagram}\n`);
    if (!state.outcome)
      io.stdout.write(text('replay.toMove', { side: sideName(rules.turn(state.position)) }) + '\n');
    io.stdout.write(text('replay.position', { position: rules.makePosition(state.position) }) + '\n');
    const result = state.outcome
      ? text('replay.outcome', outcomeParams(state.outcome))
      : text('replay.inProgress');
    io.stdout.write(text('replay.result', { result }) + '\n');
    return EXIT.ok;
  },
};
