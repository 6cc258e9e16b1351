/**
 * The two kinds of hall page: the pairing by board (board, White, result, Black) and the players
 * A-Z in two columns (name, board, colour; the bye in place of a board). Large type, rows of a
 * fixed height (see hall-pages.ts for how many fit), long names cut with an ellipsis.
 */
import { useTranslation } from 'react-i18next';
import { formatResult } from '../views/format';
import type { HallPage, NameEntry } from './hall-pages';

type Page<K extends HallPage['kind']> = Extract<HallPage, { kind: K }>;

export function BoardsPage({ page }: { page: Page<'boards'> }) {
  const { t } = useTranslation();
  return (
    <table className="hall-table hall-boards" data-testid="hall-boards">
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('hall.board')}
          </th>
          <th scope="col">{t('views.white')}</th>
          <th scope="col" className="result">
            {t('views.result')}
          </th>
          <th scope="col">{t('views.black')}</th>
        </tr>
      </thead>
      <tbody>
        {page.boards.map((b) => (
          <tr key={b.board} data-board={b.board}>
            <th scope="row" className="num">
              {b.board}
            </th>
            <td className="name">{b.white.name}</td>
            <td className="result" data-testid={`hall-result-${b.board}`}>
              {formatResult(b.result)}
            </td>
            <td className="name">{b.black.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Seat({ entry }: { entry: NameEntry }) {
  const { t } = useTranslation();
  const seat = entry.seat;
  if (seat.kind === 'board')
    return (
      <>
        <td className="num">{seat.board}</td>
        <td className="colour">
          <span className={`swatch ${seat.colour}`} aria-hidden="true" />
          {t(`hall.${seat.colour}`)}
        </td>
      </>
    );
  return (
    <td colSpan={2} className="bye">
      {t(`hall.seat.${seat.kind === 'bye' ? seat.bye : seat.kind}`)}
    </td>
  );
}

export function NamesPage({ page }: { page: Page<'names'> }) {
  const { t } = useTranslation();
  return (
    <div className="hall-columns" data-testid="hall-names">
      {page.columns.map((column, i) => (
        <table key={i} className="hall-table hall-names">
          <thead>
            <tr>
              <th scope="col">{t('views.name')}</th>
              <th scope="col" className="num">
                {t('hall.board')}
              </th>
              <th scope="col">{t('hall.colour')}</th>
            </tr>
          </thead>
          <tbody>
            {column.map((entry) => (
              <tr key={entry.id} data-player={entry.id}>
                <th scope="row" className="name">
                  {entry.name}
                </th>
                <Seat entry={entry} />
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
