/**
 * `refuse`: the one way a package says "no". The code names an entry of the package's message
 * catalogue; the rule and the English text come from that entry, so a code, the rule it cites and
 * its texts in both languages cannot drift apart.
 * Trade-off: the rejection is a plain, frozen-shaped object with its English text filled in at
 * once (no class, no getter), so it survives spreading, `structuredClone`, JSON and the event log
 * unchanged; filling one short template costs less than the move generation that precedes it.
 */
import type { MessageCatalogue } from './messages';
import { fillMessage } from './fill';
import { err, type MessageParams, type RefusalParams, type Rejection, type Result } from './result';

/**
 * The rejection for `code` of `catalogue`: `{ code, rule, message, params? }`, with the rule and the
 * English text of the catalogue's entry. The code is checked against the catalogue by the compiler
 * when the catalogue is declared `as const satisfies MessageCatalogue`. `rule` is taken only for an
 * entry that says the rule depends on the case (`ruleFrom`); anywhere else passing one is a
 * programming error, so a call site cannot cite a rule its catalogue does not.
 */
export function refuse<C extends MessageCatalogue>(
  catalogue: C,
  code: keyof C & string,
  given?: RefusalParams,
  rule?: string,
): Rejection {
  const params = given && flatParams(given);
  const entry = catalogue[code];
  if (!entry) throw new Error(`refuse: no catalogue entry for ${code}`);
  if (rule !== undefined && entry.ruleFrom === undefined)
    throw new Error(`refuse: ${code} cites ${entry.rule} in its catalogue; a call site may not cite ${rule}`);
  const message = fillMessage(entry.en, params);
  const cited = rule ?? entry.rule;
  return params ? { code, rule: cited, message, params } : { code, rule: cited, message };
}

/** Params with each localized value stored flat: its English text under its name, the Czech under `name:cs`. */
function flatParams(given: RefusalParams): MessageParams {
  let flat: Record<string, string | number | boolean> | null = null;
  for (const [name, value] of Object.entries(given)) {
    if (typeof value !== 'object') continue;
    flat ??= { ...(given as Record<string, string | number | boolean>) };
    flat[name] = value.en;
    flat[`${name}:cs`] = value.cs;
  }
  return flat ?? (given as MessageParams);
}

/** `refuse` as a failed result, for the common `return refused(...)`. */
export function refused<C extends MessageCatalogue>(
  catalogue: C,
  code: keyof C & string,
  params?: RefusalParams,
  rule?: string,
): Result<never, Rejection> {
  return err(refuse(catalogue, code, params, rule));
}
