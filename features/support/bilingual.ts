/**
 * One step, two phrasings: registers a step definition under an English and a
 * Czech expression on the same function, so the Czech rulebook runs on the same steps.
 *
 * Use: `given(en, cs, fn)`, `when(en, cs, fn)`, `thenStep(en, cs, fn)` (or `step.then`).
 * A module may not export a function named `then`: importing it would make the module a
 * thenable and cucumber's loader would call it.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import type { ArbiterWorld } from './world';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StepFn = (this: ArbiterWorld, ...args: any[]) => unknown;
type Keyword = typeof Given;

function both(keyword: Keyword, english: string | RegExp, czech: string | RegExp | null, fn: StepFn): void {
  keyword(english, fn);
  if (czech) keyword(czech, fn);
}

/** A `Given` step with an English and (optionally) a Czech phrasing. */
export function given(english: string | RegExp, czech: string | RegExp | null, fn: StepFn): void {
  both(Given, english, czech, fn);
}
/** A `When` step with an English and (optionally) a Czech phrasing. */
export function when(english: string | RegExp, czech: string | RegExp | null, fn: StepFn): void {
  both(When, english, czech, fn);
}
/** A `Then` step with an English and (optionally) a Czech phrasing. */
export function thenStep(english: string | RegExp, czech: string | RegExp | null, fn: StepFn): void {
  both(Then, english, czech, fn);
}

/** The three keywords together: `step.given`, `step.when`, `step.then`. */
export const step = { given, when, then: thenStep } as const;
