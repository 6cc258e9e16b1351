/** `arbiter legal <game>`: list the legal moves of a position. */
import type { GameRules, GameState } from '@arbiter/kernel';
import { EXIT, type CliCommand } from '../command';
import { flags, format, gameRules, positionFlags, positionFrom, usage } from '../args';
import { currentLocale } from '../messages';

export const legalCommand: CliCommand = {
  name: 'legal',
  summary: 'list the legal moves of a position, in long form and human notation',
  usage: `Usage: arbiter legal <game> [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--format text|json]

Prints one legal move per line: the long form, then the human notation (piece letters in the\nlanguage of --lang where the game has letters in several: Drakoburg).`,
  run(args, io) {
    const { values, positionals } = flags(args, { ...positionFlags, format: { type: 'string' } });
    const rules = gameRules(positionals[0]);
    if (positionals.length > 1) usage(`Unexpected argument "${positionals[1]}".`);
    const fmt = format(values.format, ['text', 'json'] as const, 'text');
    const state = positionFrom(rules, values);
    const p = state.position;
    const moves =
      state.phase === 'play'
        ? rules.legalMoves(p).map((m) => ({ long: rules.makeMove(p, m), human: rules.makeHumanMove(p, m, currentLocale()) }))
        : placementSteps(rules, state);
    moves.sort((a, b) => (a.long < b.long ? -1 : a.long > b.long ? 1 : 0));
    if (fmt === 'json')
      io.stdout.write(
        JSON.stringify({ position: rules.makePosition(p), phase: state.phase, moves }, null, 2) + '\n',
      );
    else {
      for (const m of moves) io.stdout.write(`${m.long}\t${m.human}\n`);
      io.stdout.write(`${moves.length} ${state.phase === 'setup' ? 'placement steps' : 'legal moves'}\n`);
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
  return rules.placement.options(state.position).map((step) => ({ long: step, human: `place ${step}` }));
}
