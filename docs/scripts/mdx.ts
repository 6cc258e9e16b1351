/**
 * Writing MDX from untrusted text (Gherkin steps, names, table cells).
 * Trade-off: every character MDX or Markdown could read as syntax becomes a numeric
 * character reference, so the page shows the text exactly and nothing in a feature
 * file can break the build; the MDX source is less readable, but it is generated.
 */

const SPECIAL = /[&<>{}|*_[\]`#~\\!]/g;

/** Inline text, safe in a paragraph, heading, list item or table cell. */
export function escapeMdx(text: string): string {
  return text.replace(SPECIAL, (c) => `&#${c.codePointAt(0)};`).replace(/\r?\n/g, ' ');
}

/** A fenced code block that no backtick run inside `content` can close early. */
export function fence(content: string, language = '', indent = ''): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const lang = language.replace(/[^A-Za-z0-9_+-]/g, '');
  const body = content.split('\n').map((l) => (l.length ? indent + l : l));
  return [indent + ticks + lang, ...body, indent + ticks].join('\n');
}

/** A Markdown table; the first row is the header. */
export function table(rows: readonly (readonly string[])[], indent = ''): string {
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (cells: readonly string[]) =>
    indent + '| ' + Array.from({ length: width }, (_, i) => escapeMdx(cells[i] ?? '')).join(' | ') + ' |';
  const [head, ...body] = rows;
  return [line(head), indent + '|' + ' --- |'.repeat(width), ...body.map(line)].join('\n');
}

/** A YAML scalar for front matter (always double-quoted). */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}
