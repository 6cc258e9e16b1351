/**
 * A round's pairing: board, White, result, Black, then the PAB and the requested byes. `result`
 * renders the result cell (plain text for the public, the entry field for the arbiter).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, Pairing } from '@arbiter/api';
import { formatResult } from './format';
import { TableWrap } from './TableWrap';

export function PairingTable({
  pairing,
  caption,
  result,
  extra,
}: {
  pairing: Pairing;
  caption: string;
  result?: (board: Board) => ReactNode;
  extra?: (board: Board) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TableWrap label={caption}>
        <table className="pairing" data-testid={`pairing-${pairing.round}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('views.board')}
              </th>
              <th scope="col">{t('views.white')}</th>
              <th scope="col" className="result-col">
                {t('views.result')}
              </th>
              <th scope="col">{t('views.black')}</th>
              {extra && <th scope="col">{t('views.more')}</th>}
            </tr>
          </thead>
          <tbody>
            {pairing.boards.map((b) => (
              <tr key={b.board} data-board={b.board}>
                <td className="num">{b.board}</td>
                <td>
                  {b.white.name} <span className="pno">({b.white.id})</span>
                </td>
                <td className="result-col" data-testid={`result-${b.board}`}>
                  {result ? result(b) : formatResult(b.result)}
                </td>
                <td>
                  {b.black.name} <span className="pno">({b.black.id})</span>
                </td>
                {extra && <td>{extra(b)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {(pairing.pab || pairing.byes.length > 0) && (
        <ul className="byes">
          {pairing.pab && (
            <li data-testid="pab">
              {t('views.pab')}: {pairing.pab.name} ({pairing.pab.id})
            </li>
          )}
          {pairing.byes.map((b) => (
            <li key={b.id}>
              {t(`views.bye.${b.kind}`)}: {b.name} ({b.id})
            </li>
          ))}
        </ul>
      )}
      {pairing.override && (
        <p className="note">
          {t('views.override')}: {pairing.override}
        </p>
      )}
    </>
  );
}
