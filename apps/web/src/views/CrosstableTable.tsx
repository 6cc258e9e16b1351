/** The crosstable: a row per player, a column per round: opponent's number, colour, result. */
import { useTranslation } from 'react-i18next';
import type { Crosstable } from '@arbiter/api';
import { formatInteger } from './format';
import { TableWrap } from './TableWrap';

/** TRF result codes (FIDE C.04 Annex, TRF-2026) as printed: forfeits and byes keep their sign. */
const RESULT_SIGN: Record<string, string> = {
  '1': '1',
  '0': '0',
  '=': '½',
  '+': '+',
  '-': '−',
  W: '1',
  D: '½',
  L: '0',
  H: '½',
  F: '1',
  U: '1',
  Z: '0',
};

export function CrosstableTable({ table, caption }: { table: Crosstable; caption: string }) {
  const { t, i18n } = useTranslation();
  const rounds = Array.from({ length: table.rounds }, (_, i) => i + 1);
  return (
    <TableWrap label={caption}>
      <table className="crosstable" data-testid="crosstable">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('views.no')}</th>
            <th scope="col">{t('views.name')}</th>
            <th scope="col" className="num">
              {t('views.rating')}
            </th>
            {rounds.map((r) => (
              <th scope="col" key={r} className="num">
                {t('views.roundShort', { round: r })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.players.map((p) => (
            <tr key={p.id}>
              <td>{p.id}</td>
              <th scope="row">{p.name}</th>
              <td className="num">{p.rating ? formatInteger(p.rating, i18n.language) : ''}</td>
              {rounds.map((r) => {
                const e = p.rounds[r - 1];
                if (!e) return <td key={r} />;
                const colour =
                  e.colour === 'white'
                    ? t('views.whiteShort')
                    : e.colour === 'black'
                      ? t('views.blackShort')
                      : '';
                const result = RESULT_SIGN[e.result] ?? e.result;
                return (
                  <td key={r} className="num cross">
                    {e.opponent ?? '–'}
                    {colour} {result}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
