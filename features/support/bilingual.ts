/**
 * One step, two languages: registers a step definition under an English and a Czech
 * expression on the same function, so the Czech rulebook runs on the same steps.
 *
 * Use: `given(en, cs, fn)`, `when(en, cs, fn)`, `thenStep(en, cs, fn)` (or `step.then`).
 * A module may not export a function named `then`: importing it would make the module a
 * thenable and cucumber's loader would call it.
 *
 * Czech word order depends on the keyword in front of the step. After `Pokud`, `Když` and
 * `Pak` the clitics (`se`, `si`, `by`) and the auxiliary of a passive (`je`, `jsou`, `byl`)
 * come straight after the keyword: `Pak se partie hraje`, `Pak je tah přijat`. After `A` and
 * `Ale` the subject comes first: `A partie se hraje`, `A tah je přijat`. A step whose
 * sentence has such a word gives both forms (`{ lead, and }`); `in` gives other wording for
 * the features of one folder (a refused command in `tournament/` is not a move). Every form
 * is registered on the same function; the generator (`scripts/czech.ts`) picks the form.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import type { ArbiterWorld } from './world';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StepFn = (this: ArbiterWorld, ...args: any[]) => unknown;
type Keyword = typeof Given;

/** The Czech forms of one step: after `Pokud`/`Když`/`Pak` (`lead`) and after `A`/`Ale` (`and`). */
export interface CzechOrder {
  readonly lead: string;
  readonly and?: string;
}

/** A step's Czech forms, with other wording for the features of a folder. */
export interface CzechForms extends CzechOrder {
  readonly in?: Readonly<Record<string, CzechOrder>>;
  /** The step's data table is said in Czech (`czechValue`); the step reads it with `englishTable`. */
  readonly table?: boolean;
}

/** What a step gives as its Czech phrasing. */
export type Czech = string | CzechForms;

const FORMS_KEY = Symbol.for('arbiter.czech-forms');

/** The Czech forms registered per step function (read by the generator after cucumber loaded the steps). */
export function czechForms(): Map<unknown, CzechForms> {
  const holder = globalThis as unknown as Record<symbol, Map<unknown, CzechForms> | undefined>;
  return (holder[FORMS_KEY] ??= new Map());
}

/** Every distinct Czech expression of a step's forms. */
export function czechSources(forms: CzechForms): string[] {
  const orders = [forms, ...Object.values(forms.in ?? {})];
  return [...new Set(orders.flatMap((o) => [o.lead, o.and ?? o.lead]))];
}

function both(keyword: Keyword, english: string | RegExp, czech: Czech, fn: StepFn): void {
  keyword(english, fn);
  const forms: CzechForms = typeof czech === 'string' ? { lead: czech } : czech;
  czechForms().set(fn, forms);
  for (const source of czechSources(forms)) keyword(source, fn);
}

/** A `Given` step with an English and a Czech phrasing. */
export function given(english: string | RegExp, czech: Czech, fn: StepFn): void {
  both(Given, english, czech, fn);
}
/** A `When` step with an English and a Czech phrasing. */
export function when(english: string | RegExp, czech: Czech, fn: StepFn): void {
  both(When, english, czech, fn);
}
/** A `Then` step with an English and a Czech phrasing. */
export function thenStep(english: string | RegExp, czech: Czech, fn: StepFn): void {
  both(Then, english, czech, fn);
}

/** The three keywords together: `step.given`, `step.when`, `step.then`. */
export const step = { given, when, then: thenStep } as const;
