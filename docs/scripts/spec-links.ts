/**
 * What a spec page links to beyond its rule tags: each rejection code to its entry in the
 * generated messages reference, and, on the Czech site, the Czech twin of the feature file
 * (features/cs, written by features/scripts/czech.ts) as the page's source.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsIn } from './anchors';
import { escapeMdx } from './mdx';

const DOCS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The anchor of a message code in the reference: `ERR_KING_IN_CHECK` -> `err-king-in-check`. */
export function messageAnchor(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

/** Codes with an entry in the generated messages reference -> `reference/messages.mdx#anchor`. */
export function messageAnchorsOf(docsRoot: string = DOCS_ROOT): Map<string, string> {
  const file = path.join(docsRoot, 'docs', 'reference', 'messages.mdx');
  const out = new Map<string, string>();
  if (!existsSync(file)) return out;
  const text = readFileSync(file, 'utf8');
  const ids = new Set(anchorsIn(text));
  for (const m of text.matchAll(/<code>((?:ERR|WARN)(?:_|&#95;)[A-Z0-9_&#;]+)<\/code>/g)) {
    const code = m[1].replace(/&#95;/g, '_');
    if (ids.has(messageAnchor(code))) out.set(code, `reference/messages.mdx#${messageAnchor(code)}`);
  }
  return out;
}

/** Plain step text with each known rejection code made a link (codes -> link target). */
export function linkCodes(text: string, codes?: ReadonlyMap<string, string>): string {
  return text
    .split(/\b((?:ERR|WARN)_[A-Z0-9_]+)\b/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeMdx(part);
      const target = codes?.get(part);
      const label = `<code>${escapeMdx(part)}</code>`;
      return target ? `[${label}](${target})` : label;
    })
    .join('');
}

/** True when a Czech feature file is a generated twin rather than a Czech original. */
export function isGeneratedTwin(text: string): boolean {
  return /^# Vygenerováno z features\//m.test(text);
}

/** The text of the Czech page of a feature: its twin under features/cs, or the file itself when it is Czech. */
export function czechSource(featuresRoot: string, rel: string): string {
  const twin = path.join(featuresRoot, 'cs', rel);
  return readFileSync(existsSync(twin) ? twin : path.join(featuresRoot, rel), 'utf8');
}
