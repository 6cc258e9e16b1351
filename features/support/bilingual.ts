/**
 * One step, two phrasings: registers a step definition under an English and a
 * Czech expression on the same function, so the Czech rulebook runs on the same steps.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import type { ArbiterWorld } from './world';

type StepFn = (this: ArbiterWorld, ...args: never[]) => unknown;
type Keyword = typeof Given;

function both(keyword: Keyword, english: string, czech: string | null, fn: StepFn): void {
  keyword(english, fn as never);
  if (czech) keyword(czech, fn as never);
}

/** A `Given` step with an English and (optionally) a Czech phrasing. */
export function given(english: string, czech: string | null, fn: StepFn): void {
  both(Given, english, czech, fn);
}
/** A `When` step with an English and (optionally) a Czech phrasing. */
export function when(english: string, czech: string | null, fn: StepFn): void {
  both(When, english, czech, fn);
}
/** A `Then` step with an English and (optionally) a Czech phrasing. */
export function then(english: string, czech: string | null, fn: StepFn): void {
  both(Then, english, czech, fn);
}
