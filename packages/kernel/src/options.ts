/**
 * Rule options: the named readings of a rule where the source is ambiguous or a
 * variant changes it. A game records the options it is played under; an unknown
 * option or value is refused, never ignored.
 */
import { kernelMessages } from './messages';
import { refused } from './refuse';
import { ok, type Result } from './result';

/** One interpretation point: its values, its default and the rule it reads. */
export interface RuleOption {
  readonly id: string;
  readonly values: readonly string[];
  readonly default: string;
  /** Rule id in code form (`TR 3.5`, `DRK R4`, `V.A1`). */
  readonly rule: string;
  /** One line each in English and Czech; long explanations live in the docs under the rule's anchor. */
  readonly description: { readonly en: string; readonly cs: string };
}

/** The options a game offers. */
export type OptionCatalogue = readonly RuleOption[];

/** A complete assignment: every option of the catalogue with its value. */
export type ResolvedOptions = Readonly<Record<string, string>>;

/** Fills in defaults and refuses unknown options or values. */
export function resolveOptions(
  catalogue: OptionCatalogue,
  given: Readonly<Record<string, string>> = {},
): Result<ResolvedOptions> {
  const out: Record<string, string> = {};
  for (const id of Object.keys(given)) {
    const option = catalogue.find((o) => o.id === id);
    if (!option) {
      return refused(kernelMessages, 'ERR_UNKNOWN_OPTION', {
        option: id,
        known: catalogue.map((o) => o.id).join(', ') || 'none',
      });
    }
    if (!option.values.includes(given[id])) {
      return refused(
        kernelMessages,
        'ERR_UNKNOWN_OPTION_VALUE',
        { option: id, value: given[id], allowed: option.values.join(', ') },
        option.rule,
      );
    }
  }
  for (const option of catalogue) out[option.id] = given[option.id] ?? option.default;
  return ok(out);
}

/** Parses `a=b,c=d` (the CLI and record form of options). */
export function parseOptionList(text: string): Result<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!text.trim()) return ok(out);
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z0-9._-]+)\s*=\s*([A-Za-z0-9._-]+)\s*$/.exec(part);
    if (!m) return refused(kernelMessages, 'ERR_OPTION_SYNTAX', { text: part.trim() });
    out[m[1]] = m[2];
  }
  return ok(out);
}

/** Makes the `a=b,c=d` form, listing only the values that differ from the defaults unless `all` is set. */
export function makeOptionList(catalogue: OptionCatalogue, options: ResolvedOptions, all = false): string {
  return catalogue
    .filter((o) => all || options[o.id] !== o.default)
    .map((o) => `${o.id}=${options[o.id]}`)
    .join(',');
}
