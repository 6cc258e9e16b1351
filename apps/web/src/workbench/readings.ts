/**
 * The same move under every reading: for each rule option, the move is judged again with
 * each of the option's values (the others as chosen), in the position re-read under those
 * options. An option "matters" when its values do not all give the same verdict; the page
 * shows those side by side, so an arbiter sees at once whether a dispute depends on a reading.
 * Trade-off: the position is re-read from its string, so repetition history is not carried
 * over (no option changes how repetitions are counted).
 */
import type { ResolvedOptions, RuleOption } from '@arbiter/kernel';
import { judgeMove, type GameAdapter, type Verdict } from './games';

export interface Reading {
  readonly value: string;
  readonly current: boolean;
  /** The verdict, or the rejection of the position itself under this reading. */
  readonly verdict: Verdict;
}

export interface OptionReadings {
  readonly option: RuleOption;
  readonly readings: readonly Reading[];
  readonly matters: boolean;
}

const same = (a: Verdict, b: Verdict) => a.legal === b.legal && a.code === b.code && a.rule === b.rule;

/** Every option with the verdict under each of its values. */
export function readingsOf(
  game: GameAdapter,
  p: unknown,
  options: ResolvedOptions,
  move: string,
): OptionReadings[] {
  const text = game.rules.makePosition(p);
  return game.rules.options.map((option) => {
    const readings = option.values.map((value): Reading => {
      const current = options[option.id] === value;
      if (current) return { value, current, verdict: judgeMove(game, p, move) };
      const q = game.rules.parsePosition(text, { ...options, [option.id]: value });
      if (!q.ok)
        return {
          value,
          current,
          verdict: {
            legal: false,
            code: q.error.code,
            rule: q.error.rule,
            rules: [q.error.rule],
            rejection: q.error,
          },
        };
      return { value, current, verdict: judgeMove(game, q.value, move) };
    });
    return { option, readings, matters: readings.some((r) => !same(r.verdict, readings[0].verdict)) };
  });
}
