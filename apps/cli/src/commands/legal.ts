/** `arbiter legal <game>`: list the legal moves of a position (none once the game is over). */
import type { GameRules, GameState } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import {
  flags,
  format,
  gameCatalogues,
  gameOver,
  gameRules,
  outcomeParams,
  positionFlags,
  positionFrom,
  usage,
} from '../args';
import { currentLocale, text } from '../messages';

export const legalCommand: CliCommand = {
  name: 'legal',
  usage: () => text('legal.usage'),
  catalogues: gameCatalogues,
  run(args, io) {
    const { values, positionals } = flags(args, { ...positionFlags, format: { type: 'string' } });
    const rules = gameRules(positionals[0]);
    if (positionals.length > 1) usage('usage.unexpectedArgument', { argument: positionals[1] });
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const state = positionFrom(rules, values);
    const p = state.position;
    const over = gameOver(rules, state);
    const moves =
      state.phase === 'setup'
        ? placementSteps(rules, state)
        : over
          ? []
          : rules.legalMoves(p).map((m) => ({
              long: rules.makeMove(p, m),
              human: rules.makeHumanMove(p, m, currentLocale()),
            }));
    moves.sort((a, b) => (a.long < b.long ? -1 : a.long > b.long ? 1 : 0));
    if (fmt === 'json')
      io.stdout.write(
        JSON.stringify(
          { position: rules.makePosition(p), phase: over ? 'finished' : state.phase, outcome: over, moves },
          null,
          2,
        ) + '\n',
      );
    else {
      for (const m of moves) io.stdout.write(`${m.long}\t${m.human}\n`);
      if (over) io.stdout.write(text('perft.over', outcomeParams(over)) + '\n');
      io.stdout.write(
        text(state.phase === 'setup' ? 'legal.steps' : 'legal.count', { count: moves.length }) + '\n',
      );
    }
    return EXIT.ok;
  },
};

/** In a placement phase the choices are placement steps, not moves. */
function placementSteps(
  rules: GameRules<unknown, unknown>,
  state: GameState<unknown>,
): { long: string; human: string }[] {
  if (state.phase !== 'setup' || !rules.placement) return [];
  return rules.placement
    .options(state.position)
    .map((step) => ({ long: step, human: text('legal.place', { step }) }));
}
