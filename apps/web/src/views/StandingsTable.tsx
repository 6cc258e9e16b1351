/**
 * The standings table: rank, pairing number, name, rating, points and one column per tie-break
 * (its code as header, its name in the reader's language and its FIDE C.07 clause as the header's
 * description; the server's English name is for machines).
 *
 * Built for 1,200 players and more, with every row in the DOM (find in page, screen readers and
 * printing see the whole table):
 * - the rows are in groups of `GROUP` (25), each group a `<tbody>` that the browser neither styles nor
 *   lays out while it is off screen, and the columns have declared widths (standings.css);
 * - React renders the table's frame and one empty `<tbody>` per group; the rows inside are written
 *   by `fillRows` (standings-rows.ts) in a layout effect, before the browser paints, and a live
 *   update rewrites only the texts that changed.
 * With `explain`, each tie-break value is a button that opens its breakdown (one click listener
 * on the table for all of them).
 */
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { tieBreakName } from '@arbiter/tournament';
import type { Standings } from '@arbiter/api';
import { numberTexts } from './format';
import { markRender } from './render-measure';
import { FIRST_TIE_BREAK_COLUMN, fillRows, groupsOf } from './standings-rows';
import { TableWrap } from './TableWrap';
import './standings.css';

export function StandingsTable({
  table,
  caption,
  explain,
}: {
  table: Standings;
  caption: string;
  /** Opens the breakdown of a player's tie-break (its index in `table.tieBreaks`); absent: plain values (print). */
  explain?: (player: number, index: number, opener: HTMLElement) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const started = useRef(0);
  started.current = performance.now();
  const tableRef = useRef<HTMLTableElement>(null);
  const groups = useMemo(() => groupsOf(table.rows), [table.rows]);
  const columns = 5 + table.tieBreaks.length;
  useLayoutEffect(() => {
    const bodies = tableRef.current!.tBodies;
    const texts = numberTexts(locale);
    groups.forEach((rows, g) => fillRows(bodies[g], rows, columns, texts, explain !== undefined));
  }, [groups, columns, locale, explain]);
  useLayoutEffect(() => markRender('standings-render', started.current, tableRef.current), [table]);
  const tieBreaks = table.tieBreaks.length;
  const style = {
    '--tie-breaks': tieBreaks,
    ...(tieBreaks > 0 ? { '--tie-break-columns': `repeat(${tieBreaks}, var(--standings-value))` } : {}),
  } as CSSProperties;
  return (
    <TableWrap label={caption}>
      <table
        className="standings"
        data-testid="standings"
        ref={tableRef}
        style={style}
        onClick={(e) => {
          // one listener for every value's button (the rows are written outside React)
          const button = (e.target as Element).closest('button.tb-value');
          const cell = button?.parentElement as HTMLTableCellElement | undefined;
          const row = cell?.parentElement as HTMLTableRowElement | undefined;
          if (!explain || !button || !cell || !row) return;
          explain(
            Number(row.cells[1].textContent),
            cell.cellIndex - FIRST_TIE_BREAK_COLUMN,
            button as HTMLElement,
          );
        }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('views.rank')}</th>
            <th scope="col">{t('views.no')}</th>
            <th scope="col">{t('views.name')}</th>
            <th scope="col">{t('views.rating')}</th>
            <th scope="col">{t('views.points')}</th>
            {table.tieBreaks.map((tb) => {
              const described = `${tieBreakName(tb.code, locale)} (${tb.rule})`;
              return (
                <th scope="col" key={tb.code} title={described}>
                  <abbr title={described}>{tb.code}</abbr>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((rows, g) => (
          <tbody key={g} style={{ '--rows': rows.length } as CSSProperties} />
        ))}
      </table>
    </TableWrap>
  );
}
