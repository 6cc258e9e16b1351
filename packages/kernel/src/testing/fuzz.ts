/**
 * The fuzzing habit: every parser gets a property "any input gives a result or a coded
 * rejection, never a throw", run briefly in every test run and for a million inputs by
 * `npm run fuzz` (which sets `FUZZ_RUNS`). Each run prints one line,
 * `fuzz <target>: <n> inputs, <f> failures, <s> s`, which the fuzz script collects.
 * Also the generic game-notation target: move texts and position strings of any game.
 */
import fc from 'fast-check';
import type { ParseMode, GameRules } from '../rules';
import type { MessageCatalogue } from '../messages';
import { resolveOptions } from '../options';
import { seededRandom } from '../random';
import type { Result } from '../result';

/** How many inputs a property gets: `FUZZ_RUNS` when set (the long run), else `short`. */
export function fuzzRuns(short: number): number {
  const env = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(env) && env > 0 ? env : short;
}

/** The seed of a run: `FUZZ_SEED`, else a fixed one so the short run is the same every time. */
export function fuzzSeed(): number {
  const env = Number(process.env.FUZZ_SEED);
  return Number.isInteger(env) ? env : 2026;
}

/** The outcome of one fuzz target. */
export interface FuzzReport {
  readonly target: string;
  readonly runs: number;
  readonly failures: number;
  readonly seconds: number;
  /** The smallest input that failed, with the error, when one did. */
  readonly counterexample?: string;
}

/**
 * Runs `check` on `runs` inputs from `arbitrary`; `check` throws (or returns false) when the
 * input broke the parser. Prints the report line and returns it; never throws itself.
 */
export function fuzz<T>(
  target: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => boolean | void,
  short: number,
): FuzzReport {
  const runs = fuzzRuns(short);
  const started = performance.now();
  const details = fc.check(fc.property(arbitrary, check), { numRuns: runs, seed: fuzzSeed() });
  const seconds = (performance.now() - started) / 1000;
  const report: FuzzReport = details.failed
    ? {
        target,
        runs: details.numRuns,
        failures: 1,
        seconds,
        counterexample: `${fc.stringify(details.counterexample)}: ${String(details.errorInstance ?? 'returned false')}`,
      }
    : { target, runs: details.numRuns, failures: 0, seconds };
  console.log(`fuzz ${target}: ${report.runs} inputs, ${report.failures} failures, ${seconds.toFixed(1)} s`);
  return report;
}

/** `fuzz` for a check that is asynchronous (a whole CLI run): the same counts, seed and line. */
export async function fuzzAsync<T>(
  target: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<boolean | void>,
  short: number,
): Promise<FuzzReport> {
  const runs = fuzzRuns(short);
  const started = performance.now();
  const details = await fc.check(fc.asyncProperty(arbitrary, check), { numRuns: runs, seed: fuzzSeed() });
  const seconds = (performance.now() - started) / 1000;
  const report: FuzzReport = details.failed
    ? {
        target,
        runs: details.numRuns,
        failures: 1,
        seconds,
        counterexample: `${fc.stringify(details.counterexample)}: ${String(details.errorInstance ?? 'returned false')}`,
      }
    : { target, runs: details.numRuns, failures: 0, seconds };
  console.log(`fuzz ${target}: ${report.runs} inputs, ${report.failures} failures, ${seconds.toFixed(1)} s`);
  return report;
}

/** Throws unless `r` is a result: a value, or a rejection with a code, a rule and a message (in a catalogue, when given). */
export function expectAnswer(r: Result<unknown>, catalogues: readonly MessageCatalogue[] = []): void {
  if (r === null || typeof r !== 'object' || typeof r.ok !== 'boolean')
    throw new Error(`not a Result: ${String(r)}`);
  if (r.ok) return;
  const { code, rule, message } = r.error;
  if (typeof code !== 'string' || !/^ERR_[A-Z0-9_]+$/.test(code))
    throw new Error(`uncoded rejection: ${code}`);
  if (typeof rule !== 'string' || rule === '') throw new Error(`${code} names no rule`);
  if (typeof message !== 'string' || message === '') throw new Error(`${code} has no message`);
  if (catalogues.length > 0 && !catalogues.some((c) => Object.hasOwn(c, code)))
    throw new Error(`${code} is in no message catalogue`);
}

/** Characters that break parsers: quotes, brackets, controls, a BOM, surrogates, wide letters. */
const NASTY = [
  '"',
  "'",
  '\\',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '\u0000',
  '\t',
  '\r',
  '\n',
  '\uFEFF',
  '\uD800',
  'é',
  'Ж',
  '🐉',
  ' ',
];

/** A string that mixes characters of `alphabet` with a few hostile ones. */
export function textFrom(alphabet: string, maxLength = 24): fc.Arbitrary<string> {
  const chars = [...new Set([...alphabet])];
  return fc
    .array(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...chars) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY) },
      ),
      {
        maxLength,
      },
    )
    .map((cs) => cs.join(''));
}

/** A mutation of a known-good text: a character changed, deleted, doubled, or the text cut. */
export function mutated(seeds: readonly string[], alphabet: string): fc.Arbitrary<string> {
  const chars = [...new Set([...alphabet, ...NASTY])];
  const edit = fc.record({
    kind: fc.constantFrom('set', 'delete', 'insert', 'cut'),
    at: fc.nat(),
    ch: fc.constantFrom(...chars),
  });
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([seed, edits]) => {
      let t = seed;
      for (const e of edits) {
        const i = t.length === 0 ? 0 : e.at % (t.length + 1);
        if (e.kind === 'set') t = t.slice(0, i) + e.ch + t.slice(i + 1);
        else if (e.kind === 'delete') t = t.slice(0, i) + t.slice(i + 1);
        else if (e.kind === 'insert') t = t.slice(0, i) + e.ch + t.slice(i);
        else t = t.slice(0, i);
      }
      return t;
    });
}

/**
 * The notation target of a game: move texts (random, built from the game's own alphabet, or
 * legal moves mutated) in a few positions, in both parse modes, and position strings (mutated
 * real ones). A move read must write back to a text that reads as the same move; a position
 * read must write back to a string that reads to the same string.
 */
export function gameNotationTarget<P, M>(
  rules: GameRules<P, M>,
  positions: readonly P[],
  catalogues: readonly MessageCatalogue[],
) {
  const moveTexts = positions.flatMap((p) =>
    rules.legalMoves(p).flatMap((m) => [rules.makeMove(p, m), rules.makeHumanMove(p, m)]),
  );
  const alphabet = [...new Set(moveTexts.join(''))].join('') + '=+#x:-/()!?0123456789';
  const positionTexts = positions.map((p) => rules.makePosition(p));
  const options = resolveOptions(rules.options);
  const moveInput = fc.tuple(
    fc.nat(positions.length - 1),
    fc.oneof(textFrom(alphabet, 16), mutated(moveTexts, alphabet), fc.string({ maxLength: 16 })),
    fc.constantFrom<ParseMode>('strict', 'lenient'),
  );
  const moves = (input: [number, string, ParseMode]) => {
    const [i, text, mode] = input;
    const p = positions[i];
    const r = rules.parseMove(p, text, mode);
    expectAnswer(r, catalogues);
    if (r.ok) {
      const again = rules.parseMove(p, rules.makeMove(p, r.value.move), 'strict');
      if (!again.ok || rules.makeMove(p, again.value.move) !== rules.makeMove(p, r.value.move))
        throw new Error(`"${text}" read as ${rules.makeMove(p, r.value.move)}, which does not read back`);
    }
    const why = rules.explain(p, text);
    if (typeof why !== 'object' || typeof why.legal !== 'boolean') throw new Error('explain gave no answer');
  };
  const positionInput = fc.oneof(
    mutated(positionTexts, [...new Set(positionTexts.join(''))].join('') + '0123456789 /-'),
    fc.string({ maxLength: 80 }),
  );
  const position = (text: string) => {
    if (!options.ok) throw new Error('the default options do not resolve');
    const r = rules.parsePosition(text, options.value);
    expectAnswer(r, catalogues);
    if (r.ok) {
      const written = rules.makePosition(r.value);
      const again = rules.parsePosition(written, options.value);
      if (!again.ok || rules.makePosition(again.value) !== written)
        throw new Error(`position "${text}" wrote "${written}", which does not read back`);
    }
  };
  return { moveInput, moves, positionInput, position };
}

/** The start position of each of a game's setups, and positions reached from them by random legal play. */
export function samplePositions<P, M>(rules: GameRules<P, M>, plies: readonly number[], seed = 2026): P[] {
  const options = resolveOptions(rules.options);
  if (!options.ok) throw new Error('the default options do not resolve');
  const random = seededRandom(seed);
  const out: P[] = [];
  for (const setup of rules.setups) {
    if (!setup.available) continue;
    const start = rules.start(setup.id, options.value);
    if (!start.ok) continue; // a setup chosen during a setup phase has no start position
    // A setup with a placement phase (960x960) is played only after it: no kings yet.
    if (rules.placement?.active(start.value)) continue;
    out.push(start.value);
    for (const n of plies) {
      let p = start.value;
      for (let i = 0; i < n; i++) {
        const moves = rules.legalMoves(p);
        if (moves.length === 0) break;
        p = rules.play(p, moves[Math.floor(random() * moves.length)]);
      }
      out.push(p);
    }
  }
  return out;
}
