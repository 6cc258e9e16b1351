/**
 * The standings table: rank, pairing number, name, rating, points and one column per tie-break
 * (its code as header, its name and FIDE C.07 clause as the header's description). Large fields
 * (1,200 players) render as one plain table: no per-row components, no effects per row.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standings } from '../api/types';
import { formatInteger, formatPoints, formatValue } from './format';
import { TableWrap } from './TableWrap';

export function StandingsTable({ table, caption }: { table: Standings; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const started = useRef(performance.now());
  started.current = performance.now();
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    // A measure the e2e run reads (performance.getEntriesByName): from the start of this render
    // to the table committed and laid out (reading its height forces the layout).
    void tableRef.current?.offsetHeight;
    performance.measure('standings-render', { start: started.current, end: performance.now() });
  }, [table]);
  return (
    <TableWrap label={caption}>
      <table className="standings" data-testid="standings" ref={tableRef}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('views.rank')}</th>
            <th scope="col">{t('views.no')}</th>
            <th scope="col">{t('views.name')}</th>
            <th scope="col" className="num">
              {t('views.rating')}
            </th>
            <th scope="col" className="num">
              {t('views.points')}
            </th>
            {table.tieBreaks.map((tb) => (
              <th scope="col" key={tb.code} className="num" title={`${tb.name} (${tb.rule})`}>
                <abbr title={`${tb.name} (${tb.rule})`}>{tb.code}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.player.id}>
              <td>{r.rank}</td>
              <td>{r.player.id}</td>
              <th scope="row">
                {r.player.title ? `${r.player.title} ` : ''}
                {r.player.name}
              </th>
              <td className="num">{r.player.rating ? formatInteger(r.player.rating, locale) : ''}</td>
              <td className="num">{formatPoints(r.points, locale)}</td>
              {r.values.map((v, i) => (
                <td key={i} className="num">
                  {formatValue(v, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
