/**
 * The rows of the standings table, written straight into the DOM (no React element per cell).
 *
 * 1,200 players are about 12,000 cells. Creating them as React elements was most of the table's
 * render time (fibers, props, one `createElement` and `appendChild` per cell, garbage). Here one
 * row is built once per column count as a template and cloned (`cloneNode` makes a row with its
 * cells and their text nodes in one call), and then only its texts are set. On a live update the existing rows are
 * reused: a text node is written only where its text changed, and rows are added or removed at
 * the end. The result is the same table markup React would make: `<tr>` of `<td>` cells, the
 * player's name a `<th scope="row">`.
 */
import type { StandingsRow } from '@arbiter/api';
import type { NumberTexts } from './format';

/** Rows per row group: the groups on screen are laid out, the others wait until scrolled to. */
export const GROUP = 25;

/** The rows cut into groups of `size`. */
export function groupsOf<T>(rows: readonly T[], size = GROUP): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The texts of one row, in column order: rank, number, name, rating, points, tie-break values. */
export function rowTexts(row: StandingsRow, texts: NumberTexts): string[] {
  const { player } = row;
  const out = [
    String(row.rank),
    String(player.id),
    player.title ? `${player.title} ${player.name}` : player.name,
    player.rating ? texts.integer(player.rating) : '',
    texts.points(row.points),
  ];
  for (const v of row.values) out.push(texts.value(v));
  return out;
}

const templates = new WeakMap<Document, Map<number, HTMLTableRowElement>>();

/** The first tie-break column (rank, number, name, rating and points come before). */
export const FIRST_TIE_BREAK_COLUMN = 5;

/**
 * An empty row of `columns` cells (the third the row's header), each holding one text node; with
 * `buttons`, the text of each tie-break cell sits in a button that opens its breakdown.
 */
function templateRow(doc: Document, columns: number, buttons: boolean): HTMLTableRowElement {
  let byColumns = templates.get(doc);
  if (!byColumns) templates.set(doc, (byColumns = new Map()));
  const key = buttons ? -columns : columns;
  let tr = byColumns.get(key);
  if (!tr) {
    tr = doc.createElement('tr');
    for (let c = 0; c < columns; c++) {
      const cell = doc.createElement(c === 2 ? 'th' : 'td');
      if (c === 2) cell.setAttribute('scope', 'row');
      if (buttons && c >= FIRST_TIE_BREAK_COLUMN) {
        const button = doc.createElement('button');
        button.type = 'button';
        button.className = 'tb-value';
        button.appendChild(doc.createTextNode(''));
        cell.appendChild(button);
      } else cell.appendChild(doc.createTextNode(''));
      tr.appendChild(cell);
    }
    byColumns.set(key, tr);
  }
  return tr;
}

/**
 * Writes `texts` into the row's cells. In a row already shown only the text nodes whose text
 * changed are touched; a fresh row is written without reading (a read makes a string too).
 */
function writeRow(tr: Element, texts: readonly string[], fresh: boolean): void {
  let cell = tr.firstElementChild;
  for (const text of texts) {
    let node = cell!.firstChild as Text;
    // a tie-break value in its breakdown button
    if (node.nodeType !== 3) node = node.firstChild as Text;
    if (fresh || node.data !== text) node.data = text;
    cell = cell!.nextElementSibling;
  }
}

/**
 * Makes `tbody` show `rows`, each with `columns` cells: reuses the rows it has (when they have as
 * many cells), adds what is missing, removes what is left over. `buttons`: each tie-break value
 * is a button (the standings on screen), not plain text (print).
 */
export function fillRows(
  tbody: HTMLTableSectionElement,
  rows: readonly StandingsRow[],
  columns: number,
  texts: NumberTexts,
  buttons = false,
): void {
  const doc = tbody.ownerDocument;
  const first = tbody.rows[0];
  if (
    first &&
    (first.cells.length !== columns ||
      (columns > FIRST_TIE_BREAK_COLUMN &&
        (first.cells[FIRST_TIE_BREAK_COLUMN].firstElementChild !== null) !== buttons))
  )
    tbody.replaceChildren();
  let tr = tbody.firstElementChild;
  let added: DocumentFragment | null = null;
  const template = templateRow(doc, columns, buttons);
  for (const row of rows) {
    const cells = rowTexts(row, texts);
    if (tr) {
      writeRow(tr, cells, false);
      tr = tr.nextElementSibling;
    } else {
      const fresh = template.cloneNode(true) as HTMLTableRowElement;
      writeRow(fresh, cells, true);
      (added ??= doc.createDocumentFragment()).appendChild(fresh);
    }
  }
  while (tr) {
    const next = tr.nextElementSibling;
    tr.remove();
    tr = next;
  }
  if (added) tbody.appendChild(added);
}
