/**
 * The human record, on PGN's conventions: tag pairs, then movetext in the game's
 * own notation with comments. Game-level acts that PGN has no token for are
 * written as `{%act ...}` commands; a draw offer is `(=)` after the move, as FIDE writes it.
 *
 *   [Game "drakoburg"] [RuleSet "1"] [Options ""] [Setup "lance"] [Event "?"] [Site "?"]
 *   [Date "????.??.??"] [Round "?"] [White "?"] [Black "?"] [Result "*"]
 *   1. c2-c3 c6-c5 {a comment} 2. d1-d3 (=) {%decline-draw} ...  *
 */
import { kernelMessages } from './messages';
import { refused } from './refuse';
import { ok, type Result } from './result';

/** Tags in the order a record writes them; others follow alphabetically. */
export const SEVEN_TAG_ROSTER = [
  'Game',
  'RuleSet',
  'Options',
  'Setup',
  'Event',
  'Site',
  'Date',
  'Round',
  'White',
  'Black',
  'Result',
] as const;

/** One token of movetext. */
export type RecordItem =
  | { readonly kind: 'move'; readonly text: string; readonly comment?: string }
  | { readonly kind: 'act'; readonly act: string; readonly args: readonly string[] }
  | { readonly kind: 'draw-offer' };

/** A game record: tags, movetext items, the result token and any comment before the first move. */
export interface GameRecord {
  readonly tags: Readonly<Record<string, string>>;
  readonly items: readonly RecordItem[];
  readonly result: string;
  readonly preamble?: string;
}

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);

function escapeTag(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function escapeComment(text: string): string {
  return text.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'));
}

/** Writes a record. Moves are numbered by pairs when `numbered` (the default). */
export function makeRecord(record: GameRecord, numbered = true): string {
  const tagNames = [
    ...SEVEN_TAG_ROSTER.filter((t) => t in record.tags),
    ...Object.keys(record.tags)
      .filter((t) => !(SEVEN_TAG_ROSTER as readonly string[]).includes(t))
      .sort(),
  ];
  const head = tagNames.map((t) => `[${t} "${escapeTag(record.tags[t])}"]`).join('\n');
  const words: string[] = [];
  if (record.preamble) words.push(`{${escapeComment(record.preamble)}}`);
  let ply = 0;
  for (const item of record.items) {
    if (item.kind === 'move') {
      if (numbered && ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
      words.push(item.text);
      if (item.comment) words.push(`{${escapeComment(item.comment)}}`);
      ply++;
    } else if (item.kind === 'draw-offer') words.push('(=)');
    else words.push(`{%${[item.act, ...item.args].join(' ')}}`);
  }
  words.push(record.result);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > 79) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return `${head}\n\n${lines.join('\n')}\n`;
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function syntax(text: string, index: number, detail: string): Result<never> {
  const at = position(text, index);
  return refused(kernelMessages, 'ERR_RECORD_SYNTAX', { ...at, detail });
}

/** Reads one record. Move numbers (`12.` and `12...`) are accepted and ignored; moves are not checked here. */
export function parseRecord(text: string): Result<GameRecord> {
  const tags: Record<string, string> = {};
  const items: RecordItem[] = [];
  let preamble: string | undefined;
  let result: string | null = null;
  let i = 0;
  const n = text.length;
  let inMovetext = false;
  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c === ';') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '[') {
      if (inMovetext) return syntax(text, i, 'a tag pair after the movetext began');
      const m = /^\[([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(text.slice(i));
      if (!m) return syntax(text, i, 'a malformed tag pair; write [Name "value"]');
      if (m[1] in tags) return syntax(text, i, `the tag ${m[1]} appears twice`);
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
      i += m[0].length;
      continue;
    }
    inMovetext = true;
    if (result !== null) return syntax(text, i, 'text after the result token');
    if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) return syntax(text, i, 'a comment that is never closed');
      const body = text.slice(i + 1, end).trim();
      if (body.startsWith('%')) {
        const [act, ...args] = body.slice(1).trim().split(/\s+/);
        if (!act) return syntax(text, i, 'an empty {%...} command');
        items.push({ kind: 'act', act, args });
      } else {
        const last = items[items.length - 1];
        if (last && last.kind === 'move' && !last.comment)
          items[items.length - 1] = { ...last, comment: body };
        else if (!last && preamble === undefined) preamble = body;
        else if (last && last.kind === 'move')
          items[items.length - 1] = { ...last, comment: `${last.comment} ${body}` };
        else return syntax(text, i, 'a comment that follows no move');
      }
      i = end + 1;
      continue;
    }
    const m = /^[^\s{}[\];]+/.exec(text.slice(i));
    if (!m) return syntax(text, i, `an unexpected character "${c}"`);
    const word = m[0];
    if (RESULTS.has(word)) result = word;
    else if (word === '(=)') {
      if (!items.some((x) => x.kind === 'move')) return syntax(text, i, 'a draw offer (=) before any move');
      items.push({ kind: 'draw-offer' });
    } else if (/^\d+\.(\.\.)?$/.test(word)) {
      // move number: ignored
    } else {
      const numbered = /^(\d+)\.(\.\.)?(.+)$/.exec(word);
      items.push({ kind: 'move', text: numbered ? numbered[3] : word });
    }
    i += word.length;
  }
  if (Object.keys(tags).length === 0 && items.length === 0)
    return refused(kernelMessages, 'ERR_RECORD_EMPTY');
  if (result === null) result = tags.Result ?? '*';
  if (tags.Result && tags.Result !== result)
    return refused(kernelMessages, 'ERR_RECORD_RESULT_MISMATCH', { record: tags.Result, game: result });
  return ok(preamble === undefined ? { tags, items, result } : { tags, items, result, preamble });
}
