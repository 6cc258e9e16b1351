/**
 * Results and rejections: the one way anything in Arbiter says "no".
 * Trade-off: a plain discriminated union (no class, no throw) so results cross
 * process, HTTP and event-log boundaries as JSON unchanged.
 */

/** A value, or the reason there is none. */
export type Result<T, E = Rejection> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Parameters a translated message may interpolate. */
export type MessageParams = Readonly<Record<string, string | number | boolean>>;

/** A parameter value that is a word of a language (a piece's name): one text per language. */
export interface Localized {
  readonly en: string;
  readonly cs: string;
}

/**
 * Parameters as `refuse` takes them: plain values, or a `Localized` value per language. A
 * localized value is stored flat (`name` holds the English text, `name:cs` the Czech one), so a
 * rejection stays a plain object of plain values.
 */
export type RefusalParams = Readonly<Record<string, string | number | boolean | Localized>>;

/**
 * Why a command, move, file or request was refused.
 * `code` is stable (messages are keyed by it), `rule` names the source
 * (`TR 3.6`, `V.P5.3.4`, `DRK R4(d)`, `FIDE C.04.3 C5`, or `ARB` for the toolkit's own checks).
 */
export interface Rejection {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  readonly params?: MessageParams;
}

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** Wraps an error as a failed result. */
export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

/**
 * Builds a failed result carrying a rejection.
 * @deprecated Use `refused(catalogue, code, params)`: the rule and text then come from the catalogue.
 */
export function reject(
  code: string,
  rule: string,
  message: string,
  params?: MessageParams,
): Result<never, Rejection> {
  return err(params ? { code, rule, message, params } : { code, rule, message });
}

/**
 * Builds a rejection value (for places that collect several).
 * @deprecated Use `refuse(catalogue, code, params)`: the rule and text then come from the catalogue.
 */
export function rejection(code: string, rule: string, message: string, params?: MessageParams): Rejection {
  return params ? { code, rule, message, params } : { code, rule, message };
}

/** The rule id for checks the toolkit makes on its own (input formats, API misuse), not from a rulebook. */
export const TOOLKIT_RULE = 'ARB';

/** Returns the value of a result or throws: for tests and places where failure is a programming error. */
export function unwrap<T>(result: Result<T, Rejection>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.error.code} [${result.error.rule}]: ${result.error.message}`);
}

/** Maps the value of a successful result. */
export function mapResult<T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return result.ok ? ok(f(result.value)) : result;
}
