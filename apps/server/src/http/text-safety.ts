/**
 * What a text in a request may hold, checked at the edge for every string of every request
 * (body, query, path parameters; the CSV and TRF imports' players too), before any route sees it.
 * The database cannot store a NUL or a lone surrogate (it refused the whole group commit the
 * request shared, issue 34); a line break in a name forges a second TRF record; a bidirectional
 * override makes a name read differently from what it holds.
 *
 * | kind        | fields (by key)          | line breaks, tab | longest (code units)        |
 * |-------------|--------------------------|------------------|-----------------------------|
 * | `document`  | `text` (an imported file) | yes             | the route's (import limit)  |
 * | `multiline` | `reason`, `setup`        | yes              | 2,000                       |
 * | `name`      | `name`, `displayName`, `label` | no         | 200                         |
 * | `line`      | every other string        | no              | 2,000                       |
 *
 * Every kind refuses NUL and every other C0 control (U+0000-U+001F) but the line breaks and tab it
 * allows, DEL and the C1 controls (U+007F-U+009F), and lone surrogates; every kind but `document`
 * refuses the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069);
 * the marks U+200E and U+200F stay allowed. Routes keep their own, usually shorter, limits;
 * these caps bound what no schema names (the data of an imported event log).
 * A document's players are checked as names once it is read (`checkImportedText`).
 * Nesting deeper than `MAX_DEPTH` is refused too: no request needs it, and code after
 * validation (JSON.stringify, structured clone) recurses.
 * Trade-off: kinds follow the field's key, not its route, so one rule covers the schemas and the
 * untyped event data alike; a new multi-line field must be named here.
 */
import type { Rejection } from '@arbiter/kernel';
import { serverRejection } from './problems';

/** How a text field is checked. */
export type TextKind = 'document' | 'multiline' | 'name' | 'line';

/** The longest text of each kind, in UTF-16 code units (`document`: the route's own limit). */
export const TEXT_MAX: Readonly<Record<Exclude<TextKind, 'document'>, number>> = {
  multiline: 2000,
  name: 200,
  line: 2000,
};

/** The deepest nesting of arrays and objects a request may send. */
export const MAX_DEPTH = 32;

const KIND_OF_KEY: Readonly<Record<string, TextKind>> = {
  text: 'document',
  reason: 'multiline',
  setup: 'multiline',
  name: 'name',
  displayName: 'name',
  label: 'name',
};

/** The kind of a field by its key. */
export function kindOfKey(key: string | number | undefined): TextKind {
  return typeof key === 'string' && Object.hasOwn(KIND_OF_KEY, key) ? KIND_OF_KEY[key] : 'line';
}

const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first thing a text of a kind may not hold, as a refusal naming the field's path; else null. */
export function textIssue(text: string, kind: TextKind, path: string): Rejection | null {
  const breaks = kind === 'document' || kind === 'multiline';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const at = i + 1;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
      if (c === 0x0a || c === 0x0d) {
        if (breaks) continue;
        return serverRejection('ERR_TEXT_LINE_BREAK', { path, at });
      }
      if (c === 0x09 && breaks) continue;
      return serverRejection('ERR_TEXT_CONTROL', { path, at, char: hex(c) });
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return serverRejection('ERR_TEXT_SURROGATE', { path, at });
    }
    if (kind !== 'document' && ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)))
      return serverRejection('ERR_TEXT_BIDI', { path, at, char: hex(c) });
  }
  if (kind !== 'document' && text.length > TEXT_MAX[kind])
    return serverRejection('ERR_TEXT_TOO_LONG', { path, max: TEXT_MAX[kind], length: text.length });
  return null;
}

/**
 * Walks a parsed request part (`body`, `query`, `params`) and answers the first string it may
 * not hold, or nesting past `MAX_DEPTH`; null when all is well. Iterative, so no input can
 * exhaust the stack. Keys are checked as `line` texts.
 */
export function requestTextIssue(value: unknown, root: string): Rejection | null {
  const stack: { value: unknown; path: string; key: string | number | undefined; depth: number }[] = [
    { value, path: root, key: undefined, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const issue = textIssue(v, kindOfKey(item.key), item.path);
      if (issue) return issue;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (item.depth >= MAX_DEPTH)
      return serverRejection('ERR_REQUEST_TOO_DEEP', { path: item.path, max: MAX_DEPTH });
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], path: `${item.path}/${i}`, key: item.key, depth: item.depth + 1 });
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const path = `${item.path}/${key}`;
      const keyIssue = textIssue(key, 'line', path);
      if (keyIssue) return keyIssue;
      stack.push({ value: child, path, key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The string fields of an imported player, checked as a name and single lines. */
export function importedPlayerIssue(
  player: Readonly<Record<string, unknown>>,
  index: number,
): Rejection | null {
  for (const [key, value] of Object.entries(player)) {
    if (typeof value !== 'string') continue;
    const issue = textIssue(value, key === 'name' ? 'name' : 'line', `body/text/${index}/${key}`);
    if (issue) return issue;
  }
  return null;
}
