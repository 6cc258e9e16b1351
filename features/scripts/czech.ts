/**
 * The Czech rulebook: writes `features/cs/**\/*.feature` (Gherkin's `# language: cs`) from
 * the English feature files. Every step line is built from the Czech phrasing registered
 * beside the English one on the same step function (`support/bilingual.ts`), with the
 * English step's arguments put in; names and descriptions come from the translation table
 * `features/cs/<file>.json` (English text -> Czech text), written by hand.
 *
 *   tsx scripts/czech.ts           write the Czech feature files (and add empty entries
 *                                  for untranslated texts to the tables)
 *   tsx scripts/czech.ts --check   exit 1 when a Czech file is missing, stale or extra, a
 *                                  text has no translation, a table entry is unused, or a
 *                                  generated step does not run the same step with the same values
 *
 * Both modes also read every Czech file as a Czech reader would (`czech-lint.ts`): a step
 * without a verb, a clitic out of place, `s` for `se`, English words, a term the glossary
 * forbids; each is a problem and the exit status is 1.
 *
 * Why generated and not hand-written twins: the steps are the part that must never drift
 * (they are what cucumber runs), and the step registry already holds a Czech phrasing for
 * every step, so a Czech step is derived, never retyped. What needs a human is the prose:
 * feature, rule and scenario names and descriptions; the table keys them by the English
 * text, so a changed English name shows up as a missing translation and fails the check.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import {
  IdGenerator,
  type Background,
  type Examples,
  type Feature,
  type Rule,
  type Scenario,
  type Step,
  type TableRow,
  type Tag,
} from '@cucumber/messages';
import { lintCzechFeature } from './czech-lint';
import { czechStep, type StepRegistry } from './czech-steps';
import { glossary } from './glossary';
import { EXAMPLE_COLUMNS, czechValue, englishValue } from '../support/czech-words';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FEATURES_DIR = path.resolve(here, '..');
export const CZECH_DIR = path.join(FEATURES_DIR, 'cs');
const ENGLISH_DIRS = ['tri-d-chess', 'drakoburg', 'tournament'];

/** English feature files (relative paths), the hand-written Czech originals left out. */
export function englishFeatures(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(FEATURES_DIR, rel)).sort()) {
      const r = `${rel}/${name}`;
      if (statSync(path.join(FEATURES_DIR, r)).isDirectory()) walk(r);
      else if (name.endsWith('.feature') && !isCzech(readFileSync(path.join(FEATURES_DIR, r), 'utf8')))
        out.push(r);
    }
  };
  for (const d of ENGLISH_DIRS) walk(d);
  return out;
}

/** The Czech originals among the feature files (`# language: cs`, no English twin). */
export function czechOriginals(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(FEATURES_DIR, rel)).sort()) {
      const r = `${rel}/${name}`;
      if (statSync(path.join(FEATURES_DIR, r)).isDirectory()) walk(r);
      else if (name.endsWith('.feature') && isCzech(readFileSync(path.join(FEATURES_DIR, r), 'utf8')))
        out.push(r);
    }
  };
  for (const d of ENGLISH_DIRS) walk(d);
  return out;
}

function isCzech(text: string): boolean {
  return /^\s*#\s*language:\s*cs\b/m.test(text.split('\n').slice(0, 3).join('\n'));
}

function parse(text: string): Feature {
  const doc = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(
    text,
  );
  if (!doc.feature) throw new Error('no Feature');
  return doc.feature;
}

/** A description as paragraphs of single lines (the table's key form). */
export function normalise(text: string | undefined): string {
  return (text ?? '')
    .trim()
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}

function wrap(text: string, indent: string, width = 100): string[] {
  const out: string[] = [];
  for (const [i, para] of text.split('\n\n').entries()) {
    if (i > 0) out.push('');
    let line = '';
    for (const word of para.split(' ')) {
      if (line && indent.length + line.length + 1 + word.length > width) {
        out.push(indent + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(indent + line);
  }
  return out;
}

export type Table = Record<string, string>;

/** A table row as far as writing it goes. */
interface Cells {
  readonly cells: readonly { readonly value: string }[];
}

/** Everything that went wrong for one file. */
export interface Problem {
  file: string;
  message: string;
}

class Writer {
  readonly lines: string[] = [];
  readonly used = new Set<string>();
  readonly missing: string[] = [];
  constructor(
    private readonly table: Table,
    private readonly registry: StepRegistry,
    readonly problems: string[],
    private readonly folder: string,
  ) {}

  text(english: string): string {
    if (!english) return '';
    this.used.add(english);
    const cs = this.table[english];
    if (cs === undefined || cs === '') {
      this.missing.push(english);
      return `[nepřeloženo] ${english}`;
    }
    return cs;
  }

  tags(tags: readonly Tag[], indent: string): void {
    if (tags.length) this.lines.push(indent + tags.map((t) => t.name).join(' '));
  }

  description(text: string | undefined, indent: string): void {
    const d = normalise(text);
    if (d) this.lines.push(...wrap(this.text(d), indent));
  }

  /**
   * A data table said in Czech (`czechValue` on every cell), proven to read back: each Czech
   * cell gives its English cell again, and no English cell reads as anything else.
   */
  czechTable(rows: readonly TableRow[], line: number): string[] {
    const said = rows.map((r) => r.cells.map((c) => czechValue(c.value)));
    rows.forEach((r, i) =>
      r.cells.forEach((c, j) => {
        if (englishValue(said[i][j]) !== c.value || englishValue(c.value) !== c.value)
          this.problems.push(`line ${line}: the table cell "${c.value}" does not read back from Czech`);
      }),
    );
    const out: string[] = [];
    this.rows(
      said.map((cells) => ({ cells: cells.map((value) => ({ value })) })),
      '',
      out,
    );
    return out;
  }

  rows(rows: readonly Cells[], indent: string, into: string[] = this.lines): void {
    const cells = rows.map((r) =>
      r.cells.map((c) => c.value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, '\\n')),
    );
    const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => [...r[i]].length)));
    for (const r of cells)
      into.push(`${indent}| ${r.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`);
  }

  steps(steps: readonly Step[], indent: string, examples: readonly Examples[]): void {
    for (const s of steps) {
      const kw = s.keyword.trim() === 'But' ? 'Ale' : (STEP_KEYWORD[s.keywordType ?? 'Unknown'] ?? 'A');
      const order = kw === 'A' || kw === 'Ale' ? 'and' : 'lead';
      const prose = (t: string) => (t.trim() === '' ? t : this.text(t));
      const built = czechStep(this.registry, s.text, examples, { folder: this.folder, order, prose });
      if (!built.ok) this.problems.push(`line ${s.location.line}: ${built.error}`);
      this.lines.push(`${indent}${kw} ${built.ok ? built.text : s.text}`);
      if (s.docString) {
        const delim = s.docString.delimiter;
        this.lines.push(`${indent}  ${delim}${s.docString.mediaType ?? ''}`);
        for (const l of s.docString.content.split('\n'))
          this.lines.push(l ? `${indent}  ${l.replace(/"""/g, '\\"\\"\\"')}` : '');
        this.lines.push(`${indent}  ${delim}`);
      }
      if (s.dataTable) {
        const said = built.ok && built.table ? this.czechTable(s.dataTable.rows, s.location.line) : null;
        if (said) this.lines.push(...said.map((r) => `${indent}  ${r}`));
        else this.rows(s.dataTable.rows, indent + '  ');
      }
    }
  }

  background(b: Background, indent: string): void {
    this.lines.push('', `${indent}Pozadí:${b.name ? ' ' + this.text(b.name) : ''}`);
    this.description(b.description, indent + '  ');
    this.steps(b.steps, indent + '  ', []);
  }

  scenario(s: Scenario, indent: string): void {
    this.lines.push('');
    this.tags(s.tags, indent);
    const outline = s.examples.length > 0;
    const from = this.lines.length;
    this.lines.push(`${indent}${outline ? 'Náčrt Scénáře' : 'Scénář'}: ${this.text(s.name)}`);
    this.description(s.description, indent + '  ');
    this.steps(s.steps, indent + '  ', s.examples);
    // The examples' columns in Czech: placeholders renamed in the title and the steps; a column
    // no step reads (it only names the example in the title) is prose, from the table.
    const stepText = JSON.stringify(s.steps);
    const column = (h: string) => EXAMPLE_COLUMNS[h] ?? h;
    for (let i = from; i < this.lines.length; i++)
      this.lines[i] = this.lines[i].replace(/<([^<>]+)>/g, (whole, h: string) =>
        s.examples.some((ex) => ex.tableHeader?.cells.some((c) => c.value === h)) ? `<${column(h)}>` : whole,
      );
    for (const ex of s.examples) {
      this.lines.push('');
      this.tags(ex.tags, indent + '  ');
      this.lines.push(`${indent}  Příklady:${ex.name ? ' ' + this.text(ex.name) : ''}`);
      this.description(ex.description, indent + '    ');
      const head = ex.tableHeader?.cells.map((c) => c.value) ?? [];
      const prose = head.map((h) => !stepText.includes(`<${h}>`));
      // Only a cell in words (with a space) is prose; a file letter or a pin stays as it is.
      const said = (r: TableRow): Cells => ({
        cells: r.cells.map((c, i) => ({
          value:
            prose[i] && (/\s/.test(c.value) || this.table[c.value] !== undefined)
              ? this.text(c.value)
              : c.value,
        })),
      });
      const rows: Cells[] = [
        ...(ex.tableHeader ? [{ cells: head.map((h) => ({ value: column(h) })) }] : []),
        ...ex.tableBody.map(said),
      ];
      if (rows.length) this.rows(rows, indent + '    ');
    }
  }

  rule(r: Rule, indent: string): void {
    this.lines.push('');
    this.tags(r.tags, indent);
    this.lines.push(`${indent}Pravidlo: ${this.text(r.name)}`);
    this.description(r.description, indent + '  ');
    for (const c of r.children) {
      if (c.background) this.background(c.background, indent + '  ');
      else if (c.scenario) this.scenario(c.scenario, indent + '  ');
    }
  }
}

const STEP_KEYWORD: Record<string, string> = {
  Context: 'Pokud',
  Action: 'Když',
  Outcome: 'Pak',
  Conjunction: 'A',
};

/** The Czech feature file for one English file, with what is missing or wrong in it. */
export function czechFeature(
  rel: string,
  english: string,
  table: Table,
  registry: StepRegistry,
): { text: string; missing: string[]; unused: string[]; problems: string[] } {
  const feature = parse(english);
  const problems: string[] = [];
  const w = new Writer(table, registry, problems, rel.split('/')[0]);
  w.lines.push(
    '# language: cs',
    `# Vygenerováno z features/${rel} skriptem features/scripts/czech.ts; neupravujte ručně.`,
    `# Názvy a popisy se překládají v features/cs/${rel.replace(/\.feature$/, '.json')}.`,
  );
  w.tags(feature.tags, '');
  w.lines.push(`Požadavek: ${w.text(feature.name)}`);
  w.description(feature.description, '  ');
  for (const c of feature.children) {
    if (c.background) w.background(c.background, '  ');
    else if (c.scenario) w.scenario(c.scenario, '  ');
    else if (c.rule) w.rule(c.rule, '  ');
  }
  const unused = Object.keys(table).filter((k) => !w.used.has(k));
  return { text: w.lines.join('\n') + '\n', missing: w.missing, unused, problems };
}

function tablePath(rel: string): string {
  return path.join(CZECH_DIR, rel.replace(/\.feature$/, '.json'));
}

function readTable(rel: string): Table {
  const p = tablePath(rel);
  return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as Table) : {};
}

/** Every Czech file that has no English source any more. */
function extraCzech(expected: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const dir = path.join(CZECH_DIR, rel);
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(path.join(CZECH_DIR, r)).isDirectory()) walk(r);
      else if (!expected.has(r.replace(/\.json$/, '.feature'))) out.push(r);
    }
  };
  walk('');
  return out;
}

/** Builds (or with `check`, compares) every Czech file; returns the problems found. */
export function run(registry: StepRegistry, check: boolean): Problem[] {
  const problems: Problem[] = [];
  const files = englishFeatures();
  const forbidden = glossary();
  for (const rel of files) {
    const table = readTable(rel);
    const english = readFileSync(path.join(FEATURES_DIR, rel), 'utf8');
    const out = czechFeature(rel, english, table, registry);
    for (const p of out.problems) problems.push({ file: rel, message: p });
    for (const f of lintCzechFeature(out.text, forbidden))
      problems.push({ file: `cs/${rel}`, message: `line ${f.line}: ${f.message}` });
    for (const m of out.missing)
      problems.push({ file: rel, message: `no Czech text for: ${JSON.stringify(m)}` });
    for (const u of out.unused)
      problems.push({ file: rel, message: `translation no longer used: ${JSON.stringify(u)}` });
    const target = path.join(CZECH_DIR, rel);
    if (check) {
      if (!existsSync(target))
        problems.push({ file: rel, message: `the Czech file features/cs/${rel} is missing` });
      else if (readFileSync(target, 'utf8') !== out.text)
        problems.push({
          file: rel,
          message: `features/cs/${rel} is stale: run \`npm run czech -w @arbiter/features\``,
        });
    } else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, out.text);
      if (out.missing.length) {
        const next: Table = { ...table };
        for (const m of out.missing) next[m] ??= '';
        writeFileSync(tablePath(rel), JSON.stringify(next, null, 2) + '\n');
      }
    }
  }
  // The hand-written Czech originals are read as a Czech reader reads them, too.
  for (const rel of czechOriginals())
    for (const f of lintCzechFeature(readFileSync(path.join(FEATURES_DIR, rel), 'utf8'), forbidden))
      problems.push({ file: rel, message: `line ${f.line}: ${f.message}` });
  const expected = new Set(files);
  for (const extra of extraCzech(expected)) {
    if (check) problems.push({ file: extra, message: `features/cs/${extra} has no English source` });
    else rmSync(path.join(CZECH_DIR, extra));
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const { loadRegistry } = await import('./czech-steps');
  const registry = await loadRegistry();
  const problems = run(registry, check);
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the Czech rulebook.`);
    process.exit(1);
  }
  console.log(
    `Czech rulebook ${check ? 'is up to date' : 'written'}: ${englishFeatures().length} feature files.`,
  );
}
