/**
 * Test helpers for message catalogues (`@arbiter/kernel/testing/catalogue`): every package runs
 * them on its own catalogue and sources, so a code it can return always has its rule and both
 * texts, and no rejection is built outside `refuse`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageCatalogue } from '../messages';

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/** What is wrong with a catalogue: a code without a rule or a text, or whose texts fill different parameters. */
export function catalogueProblems(catalogue: MessageCatalogue): string[] {
  const out: string[] = [];
  for (const [code, entry] of Object.entries(catalogue)) {
    if (!/^(ERR|WARN)_[A-Z0-9_]+$/.test(code)) out.push(`${code}: not an ERR_/WARN_ code`);
    if (!entry.rule.trim()) out.push(`${code}: no rule`);
    if (entry.en.trim().length < 5) out.push(`${code}: no English text`);
    if (entry.cs.trim().length < 5) out.push(`${code}: no Czech text`);
    if (entry.en === entry.cs) out.push(`${code}: the Czech text is the English one`);
    const en = placeholders(entry.en).join(',');
    const cs = placeholders(entry.cs).join(',');
    if (en !== cs) out.push(`${code}: English fills {${en}}, Czech fills {${cs}}`);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * What is wrong with a package's sources (tests and `testing/` left out): a rejection built
 * without `refuse` (`reject(`, `rejection(`, an object literal with `code:` and `rule:`), or a
 * code written in the source that none of the catalogues has.
 */
export function sourceProblems(dir: string, ...catalogues: readonly MessageCatalogue[]): string[] {
  const known = new Set(catalogues.flatMap((c) => Object.keys(c)));
  const out: string[] = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(dir.length + 1);
    if (/(?<![\w.])(?<!function )(reject|rejection)\(/.test(text))
      out.push(`${where}: builds a rejection without refuse`);
    for (const m of text.matchAll(/'((?:ERR|WARN)_[A-Z0-9_]+)'/g))
      if (!known.has(m[1]!)) out.push(`${where}: ${m[1]} has no catalogue entry`);
  }
  return out;
}
