/**
 * What a Czech reader stumbles on, found in a Czech feature file (`features/cs`): a step
 * without a verb, a clitic or passive auxiliary out of the second position, `s` where Czech
 * says `se`, an English word in a step, a table or an example, and a term the glossary
 * forbids. `scripts/czech.ts` runs it over every file it writes or checks, so the generator
 * and `npm test` fail on each of these.
 *
 * How each is found:
 * - verb: every step (quoted values left out) has a finite verb from `VERBS`, the verbs the
 *   Czech phrasings use; a new phrasing with a new verb adds it here.
 * - clitic: after `Pokud`, `Když` and `Pak` a clitic (`se`, `si`, `by`, ...) of the first
 *   clause comes right after the keyword, and so does `je`/`jsou`/`byl` before a passive
 *   participle (`Pak je tah přijat`, not `Pak tah je přijat`); after `A`/`Ale` no clitic opens
 *   the step.
 * - `s`/`se`: `s` before a number said with a leading s, z, š, ž, č, t (3, 4, 6, 7) or before
 *   such a consonant is `se`.
 * - English: a word of `ENGLISH` (the English vocabularies the engine and the steps pass:
 *   sides, pieces, results, parameter names, and the common English words) anywhere in a step,
 *   a table cell or an examples cell, outside what is code by nature (rule option names and
 *   values, command lines, file paths, event and rejection codes).
 * - glossary: each forbidden form of `docs/i18n/cs/.../glossary.md` (see `glossary.ts`).
 */
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type Scenario, type Step, type TableRow } from '@cucumber/messages';
import type { ForbiddenTerm } from './glossary';

/** Finite verb forms the Czech steps use (present, past, conditional, modal; with `ne-`). */
export const VERBS = new Set(
  (
    'je jsou byl byla bylo byly má mají stojí hraje hrají uvádí zaznamenal zaznamenává vydá vydala ' +
    'dosáhne bere zapisuje zapíše píše čte přečte odpovídá platí vylosuje vylosoval losuje liší ' +
    'porovná vypíší vypíše zobrazí uloží vyžaduje porušuje navrhne prezentuje prezentoval zruší ' +
    'sestaví odstoupí požádá přihlásí vzdává nabízí přijímá reklamuje může lze staví získá shledá ' +
    'změní nezměnil nezměnilo pokračuje skončila skončí vyhrál obsahuje shoduje spustím dává ' +
    'rozepíší počítá vyjmenuje dostanou nelosuje nesmí není nebyl nemá nemůže nelze ' +
    'nezaznamenává vyžadují vyhraje'
  ).split(' '),
);

/** Words that take the second position of a Czech clause. */
const CLITICS = new Set(['se', 'si', 'by', 'bych', 'bys', 'jsem', 'jsi', 'jsme', 'jste', 'mu', 'mi', 'ho']);
const AUXILIARIES = new Set(['je', 'jsou', 'byl', 'byla', 'bylo', 'byly']);
/** A passive participle: odmítnut, přijat, uzavřeno, zaznamenána, vyřazeni ... */
const PARTICIPLE = /^\p{L}+(?:n|t)(?:a|o|y|i)?$/u;

/** English words: the vocabularies of sides, pieces, results and parameters, and common words. */
export const ENGLISH = new Set(
  (
    'the of and or is are was were be been has have had with without from for in at as it its this that ' +
    'not yes white black win wins won loss lost draw drawn forfeit forfeited bye round rounds opponent ' +
    'kind player players king queen rook bishop knight pawn pawns square squares piece pieces side sides ' +
    'reason pin candidates blocker detail details marks mark capture captures captured move moves left ' +
    'against same colour color two one three travel together brothers asked failed light board boards ' +
    'sheets swapped game games played fell card pairing order twice only first last half full zero point ' +
    'points none every each but nothing score unplayed home away they must may can cannot after before ' +
    'when then given because number line column rank level castle castling promotion check checkmate ' +
    'stalemate absent withdrawn owner fields field expected fewest count text unpaired table demo ' +
    'pairs pair result results scheduled lancer knights rule rules'
  ).split(' '),
);

/** One finding: the line (1-based) and what is wrong. */
export interface Finding {
  readonly line: number;
  readonly message: string;
}

/** The parts of a step or cell that are code by nature, cut out before looking for English. */
/** Where a step's quoted text is a code or data (an option value, a file, a move, a start list), not prose. */
const CODE_CONTEXT =
  '(volb[auy] pravidel|s volbou|nastaven[aou]u? na|spustím|soubor[ua]?|turnaje|jako v|zahrán tah|zahrány tahy|pravidla|startovní listina je)';
const CODE_CONTEXT_QUOTED = new RegExp(`${CODE_CONTEXT} "[^"]*"`, 'g');

function withoutCode(text: string): string {
  return text
    .replace(CODE_CONTEXT_QUOTED, '$1')
    .replace(/zaznamenal "[^"]*" jako "(?:[^"\\]|\\.)*"/g, '')
    .replace(/TRF uvádí úpravu kola \d+ jako "[^"]*"/g, '')
    .replace(/"[^"]*[/\\{][^"]*"/g, '""')
    .replace(/<[^<>]*>/g, '')
    .replace(/--[a-z-]+/g, '');
}

/** English words found in a text: whole words, or the parts of a hyphenated word; codes (digits, `_`, `.`, CamelCase) left out. */
export function englishWords(text: string): string[] {
  const tokens = withoutCode(text).match(/[\p{L}\d_.-]+/gu) ?? [];
  const out: string[] = [];
  for (const token of tokens) {
    const t = token.replace(/^[.-]+|[.-]+$/g, '');
    if (!t || /[\d_.]/.test(t) || /\p{Ll}\p{Lu}/u.test(t) || /^[\p{Lu}-]+$/u.test(t)) continue;
    for (const part of t.split('-')) if (ENGLISH.has(part.toLowerCase())) out.push(part);
  }
  return out;
}

function firstClause(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    if (w === 'a' || w.endsWith(',') || w.endsWith(':')) {
      if (w !== 'a') out.push(w.replace(/[,:]$/, ''));
      break;
    }
    out.push(w);
  }
  return out;
}

/** What is wrong with one Czech step (keyword and text). */
export function lintStep(keyword: string, text: string): string[] {
  const out: string[] = [];
  const bare = text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/<[^<>]+>/g, '…');
  const words = bare.split(/\s+/).filter(Boolean);
  const plain = words.map((w) =>
    w
      .replace(/[,:.;()]+$/g, '')
      .replace(/^\(/, '')
      .toLowerCase(),
  );
  if (!plain.some((w) => VERBS.has(w))) out.push(`a step without a verb: "${keyword} ${text}"`);
  const clause = firstClause(words).map((w) => w.toLowerCase());
  if (keyword === 'A' || keyword === 'Ale') {
    if (CLITICS.has(clause[0] ?? ''))
      out.push(`a clitic opens the step after "${keyword}": "${keyword} ${text}"`);
  } else {
    clause.forEach((w, i) => {
      if (i === 0) return;
      if (CLITICS.has(w)) out.push(`"${w}" belongs right after "${keyword}": "${keyword} ${text}"`);
      else if (AUXILIARIES.has(w) && PARTICIPLE.test(clause[i + 1] ?? ''))
        out.push(`"${w}" of the passive belongs right after "${keyword}": "${keyword} ${text}"`);
    });
  }
  if (/(?<!\p{L})s (?:[3467]\b|[sSzZšŠžŽčČ]\p{L})/u.test(bare))
    out.push(`"s" where Czech says "se": "${text}"`);
  const english = englishWords(text);
  if (english.length) out.push(`English in a step: ${english.join(', ')} in "${keyword} ${text}"`);
  return out;
}

/** Everything wrong in one Czech feature file. */
export function lintCzechFeature(text: string, forbidden: readonly ForbiddenTerm[]): Finding[] {
  const findings: Finding[] = [];
  let inDoc = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*("""|```)/.test(line)) inDoc = !inDoc;
    else if (!inDoc && !/^\s*#/.test(line))
      for (const term of forbidden)
        if (term.pattern.test(line))
          findings.push({ line: i + 1, message: `"${term.found(line)}": ${term.advice}` });
  });
  const feature = new Parser(
    new AstBuilder(IdGenerator.incrementing()),
    new GherkinClassicTokenMatcher('cs'),
  ).parse(text).feature;
  const table = (rows: readonly TableRow[]) => {
    for (const r of rows) {
      const english = r.cells.flatMap((c) => englishWords(c.value));
      if (english.length)
        findings.push({ line: r.location.line, message: `English in a table: ${english.join(', ')}` });
    }
  };
  const steps = (list: readonly Step[]) => {
    for (const s of list) {
      for (const m of lintStep(s.keyword.trim(), s.text))
        findings.push({ line: s.location.line, message: m });
      if (s.dataTable) table(s.dataTable.rows);
    }
  };
  const scenario = (sc: Scenario) => {
    steps(sc.steps);
    // An example column whose placeholder stands where a step has a code is code, not prose.
    const isCode = (h: string) =>
      sc.steps.some((s) =>
        new RegExp(`${CODE_CONTEXT} "<${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>"`).test(s.text),
      );
    for (const ex of sc.examples) {
      const code = (ex.tableHeader?.cells ?? []).map((c) => isCode(c.value));
      const prose = (r: TableRow): TableRow => ({ ...r, cells: r.cells.filter((_, i) => !code[i]) });
      table([...(ex.tableHeader ? [ex.tableHeader] : []), ...ex.tableBody.map(prose)]);
    }
  };
  for (const c of feature?.children ?? []) {
    if (c.background) steps(c.background.steps);
    if (c.scenario) scenario(c.scenario);
    for (const rc of c.rule?.children ?? []) {
      if (rc.background) steps(rc.background.steps);
      if (rc.scenario) scenario(rc.scenario);
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
