/**
 * Writing CSV (RFC 4180) that is safe to open in a spreadsheet: every CSV the CLI and the server
 * write goes through `csvText`. A cell is quoted when it holds a quote, a comma, a semicolon or a
 * line break (so a name with a line break stays one record); a cell a spreadsheet would read as a
 * formula (beginning with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading
 * apostrophe and is quoted, as OWASP's "CSV Injection" page advises.
 * Trade-off: a negative number written as `-1` would be neutralised too, so numbers are written by
 * the callers as they are and only text cells pass `csvCell`; the export tables have no negative
 * numbers except tie-break values, which are numbers (`csvNumber`).
 */

/** The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV Injection). */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** One text cell: neutralised when it could be read as a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const text = (FORMULA_STARTS as readonly string[]).includes(value.charAt(0)) ? `'${value}` : value;
  const quoted = text !== value || /[",;\r\n]/.test(text);
  return quoted ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One number cell, written as given (`-0.5` stays a number a spreadsheet reads as one). */
export function csvNumber(text: string): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? text : csvCell(text);
}

/** CSV text: a header of keys, then the rows; CRLF after every record (RFC 4180). */
export function csvText(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly boolean[] = [],
): string {
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (numeric[i] ? csvNumber(c) : csvCell(c))).join(',');
  return [line(head), ...rows.map(line)].map((l) => `${l}\r\n`).join('');
}
