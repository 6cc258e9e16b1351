/**
 * From an English step line to its Czech twin through the step registry: find the one
 * step definition the English line runs, take the Czech phrasing registered on the same
 * function, and put the English line's arguments into it (a side becomes `bílý`/`černý`;
 * quoted values, numbers, codes and outline placeholders are kept as they are).
 *
 * Then prove it: the Czech line must run the same function with the same argument values
 * (for an outline, for every row of its examples). Arguments keep their order; a Czech
 * parameter type may say an English code in words (`{game-end}`: checkmate -> mat, see
 * support/czech-words.ts), and the check proves both reach the step as the same value.
 *
 * Czech plurals: an alternation after a number (`{int} tah/tahy/tahů`) picks the form for
 * 1, for 2-4 and for the rest; an optional part (`hráč(i)`) is kept unless the number is 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Argument, Expression } from '@cucumber/cucumber-expressions';
import type { Examples } from '@cucumber/messages';
import { czechForms, czechSources, type CzechForms } from '../support/bilingual';
import {
  BYE,
  CASTLING_KIND,
  DRAW_CLAIM,
  GAME_END,
  GAME_GENITIVE,
  SIDE,
  SIDE_GENITIVE,
  REFUSAL_DETAIL,
  TOURNAMENT_SYSTEM,
  czechValue,
} from '../support/czech-words';

const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a Czech step stands: the folder of its feature and whether `A`/`Ale` opens it. */
export interface StepPlace {
  readonly folder: string;
  readonly order: 'lead' | 'and';
  /** Free text (a reason) in Czech, from the file's translation table (`{prose}` slots). */
  readonly prose?: (english: string) => string;
}

/** One step function with its English phrasing and its Czech forms. */
export interface Phrasing {
  readonly english: Expression;
  readonly forms: CzechForms;
  /** Each Czech source of `forms`, compiled. */
  readonly czech: ReadonlyMap<string, Expression>;
  readonly code: unknown;
}

/** Every step phrasing the features know, paired by step function. */
export interface StepRegistry {
  readonly phrasings: readonly Phrasing[];
  /** Every expression (English and Czech), to find ambiguous lines. */
  readonly all: readonly { expression: Expression; code: unknown }[];
}

/** The Czech source a step takes at a place. */
export function czechSourceAt(forms: CzechForms, place: StepPlace): string {
  const order = forms.in?.[place.folder] ?? forms;
  return place.order === 'and' ? (order.and ?? order.lead) : order.lead;
}

/** Loads the step definitions the way cucumber-js does and pairs them by function. */
export async function loadRegistry(): Promise<StepRegistry> {
  const { loadConfiguration, loadSupport } = await import('@cucumber/cucumber/api');
  const { runConfiguration } = await loadConfiguration(
    { file: 'cucumber.mjs', provided: { paths: [] } },
    { cwd: FEATURES_DIR },
  );
  const support = await loadSupport(runConfiguration, { cwd: FEATURES_DIR });
  const byCode = new Map<unknown, { expression: Expression; pattern: unknown }[]>();
  const all: { expression: Expression; code: unknown }[] = [];
  // The support library's type is opaque; its step definitions carry these three fields.
  const defs = (
    support as unknown as { stepDefinitions: { code: unknown; expression: unknown; pattern: unknown }[] }
  ).stepDefinitions;
  for (const d of defs) {
    const list = byCode.get(d.code) ?? [];
    list.push({ expression: d.expression as Expression, pattern: d.pattern });
    byCode.set(d.code, list);
    all.push({ expression: d.expression as Expression, code: d.code });
  }
  const registered = czechForms();
  const phrasings: Phrasing[] = [];
  for (const [code, list] of byCode) {
    const [en, ...rest] = list;
    const forms = registered.get(code);
    if (!forms || rest.length === 0)
      throw new Error(`The step "${String(en.pattern)}" has no Czech phrasing (support/bilingual.ts).`);
    const czech = new Map<string, Expression>();
    for (const source of czechSources(forms)) {
      const def = rest.find((d) => d.pattern === source);
      if (!def) throw new Error(`The Czech form "${source}" of "${String(en.pattern)}" is not registered.`);
      czech.set(source, def.expression);
    }
    phrasings.push({ english: en.expression, forms, czech, code });
  }
  return { phrasings, all };
}

/** Czech slot type -> how an English argument's raw text is said in Czech. */
const LOCALISE: Record<string, (raw: string) => string> = {
  color: (raw) => SIDE[raw.toLowerCase()] ?? raw,
  'color-genitive': (raw) => SIDE_GENITIVE[raw.toLowerCase()] ?? raw,
  'game-end': (raw) => GAME_END[raw] ?? raw,
  'draw-claim': (raw) => DRAW_CLAIM[raw] ?? raw,
  'bye-kind': (raw) => BYE[raw] ?? raw,
  'castling-kind': (raw) => `"${CASTLING_KIND[raw.slice(1, -1)] ?? raw.slice(1, -1)}"`,
  'tournament-system': (raw) => TOURNAMENT_SYSTEM[raw.slice(1, -1)] ?? raw,
  'game-genitive': (raw) => GAME_GENITIVE[raw.slice(1, -1)] ?? raw,
  'refusal-detail': (raw) => REFUSAL_DETAIL[raw] ?? raw,
  value: (raw) => `"${czechValue(raw.slice(1, -1))}"`,
  criterion: (raw) => czechValue(raw),
};

/** A template with `<placeholders>` filled from one examples row, with a position map back. */
function fill(template: string, row: Record<string, string>): { text: string; back: number[] } {
  let text = '';
  const back: number[] = [];
  const re = /<([^<>]+)>/g;
  let last = 0;
  for (let m = re.exec(template); m; m = re.exec(template)) {
    if (!(m[1] in row)) continue;
    for (let i = last; i < m.index; i++) {
      back[text.length] = i;
      text += template[i];
    }
    // Only the ends of a filled placeholder map back (to the `<` and past the `>`).
    back[text.length] = m.index;
    text += row[m[1]];
    back[text.length] = m.index + m[0].length;
    last = m.index + m[0].length;
  }
  for (let i = last; i < template.length; i++) {
    back[text.length] = i;
    text += template[i];
  }
  back[text.length] = template.length;
  return { text, back };
}

function rowsOf(examples: readonly Examples[]): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const ex of examples) {
    const head = ex.tableHeader?.cells.map((c) => c.value) ?? [];
    for (const r of ex.tableBody)
      rows.push(Object.fromEntries(head.map((h, i) => [h, r.cells[i]?.value ?? ''])));
  }
  return rows.length ? rows : [{}];
}

function czechPlural(n: number, forms: readonly string[]): string {
  if (forms.length === 1) return forms[0];
  if (n === 1) return forms[0];
  if (forms.length === 2) return forms[1];
  return n >= 2 && n <= 4 ? forms[1] : forms[2];
}

/**
 * Renders a Czech cucumber expression with the English step's arguments, in order: the
 * n-th parameter of the Czech phrasing takes the n-th argument, said in Czech by its type.
 */
export function render(
  source: string,
  args: readonly string[],
  prose: (english: string) => string = (t) => t,
): string {
  let taken = 0;
  let out = '';
  let lastNumber = NaN;
  let i = 0;
  const word = () => {
    // Alternation: the word around the `/` characters, made of plain letters.
    const m = /^[^\s{}()/\\]*(?:\/[^\s{}()/\\]*)+/.exec(source.slice(i));
    return m ? m[0] : null;
  };
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      out += source[i + 1];
      i += 2;
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      const type = source.slice(i + 1, end);
      const raw = args[taken];
      if (raw === undefined) throw new Error('the Czech phrasing has more parameters than the English one');
      taken += 1;
      const localise = type === 'prose' ? (r: string) => `"${prose(r.slice(1, -1))}"` : LOCALISE[type];
      const value = raw.includes('<') ? raw : (localise?.(raw) ?? raw);
      if (type === 'int' || type === 'float') lastNumber = Number(value);
      out += value;
      i = end + 1;
    } else if (c === '(') {
      const end = source.indexOf(')', i);
      if (!(lastNumber === 1)) out += source.slice(i + 1, end);
      i = end + 1;
    } else {
      const alt = word();
      if (alt) {
        out += czechPlural(lastNumber, alt.split('/'));
        i += alt.length;
      } else {
        out += c;
        i += 1;
      }
    }
  }
  if (taken !== args.length) throw new Error('the Czech phrasing drops an argument');
  return out;
}

function rawFor(arg: Argument, template: string, filled: { text: string; back: number[] }): string {
  const g = arg.group;
  const start = filled.back[g.start ?? 0];
  const end = filled.back[g.end ?? 0];
  if (start === undefined || end === undefined) throw new Error(`an argument cuts through a placeholder`);
  return template.slice(start, end);
}

function valuesOf(args: readonly Argument[]): unknown[] {
  return args.map((a) => a.getValue(null));
}

/** The Czech line for an English step line, checked to run the same step with the same values. */
export function czechStep(
  registry: StepRegistry,
  template: string,
  examples: readonly Examples[],
  place: StepPlace = { folder: '', order: 'lead' },
): { ok: true; text: string; table: boolean } | { ok: false; error: string } {
  const prose = place.prose ?? ((t: string) => t);
  try {
    const rows = rowsOf(examples);
    const first = fill(template, rows[0]);
    const matching = registry.phrasings.filter((p) => p.english.match(first.text) !== null);
    if (matching.length !== 1) {
      return { ok: false, error: `${matching.length ? 'ambiguous' : 'undefined'} step "${template}"` };
    }
    const phrasing = matching[0];
    const args = phrasing.english.match(first.text)!;
    const source = czechSourceAt(phrasing.forms, place);
    const czech = render(
      source,
      args.map((a) => rawFor(a, template, first)),
      prose,
    );
    for (const row of rows) {
      const en = fill(template, row).text;
      const cs = fill(czech, row).text;
      const hits = registry.all.filter((d) => d.expression.match(cs) !== null);
      if (hits.length !== 1 || hits[0].code !== phrasing.code) {
        return { ok: false, error: `the Czech line "${cs}" does not run the step of "${en}" alone` };
      }
      const czechArgs = phrasing.czech.get(source)!.match(cs)!;
      // A `{prose}` slot passes the Czech text of the English one (the file's translation table).
      const want = valuesOf(phrasing.english.match(en)!).map((v, i) =>
        czechArgs[i]?.parameterType.name === 'prose' && typeof v === 'string' ? prose(v) : v,
      );
      const got = valuesOf(czechArgs);
      if (JSON.stringify(want) !== JSON.stringify(got)) {
        return { ok: false, error: `the Czech line "${cs}" passes other values than "${en}"` };
      }
    }
    return { ok: true, text: czech, table: phrasing.forms.table === true };
  } catch (e) {
    return { ok: false, error: `"${template}": ${e instanceof Error ? e.message : String(e)}` };
  }
}
