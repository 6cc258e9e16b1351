/** The tournaments the reader may see: published ones and the ones they run. */
import { gameName } from './names';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTournamentList } from '../api/tournaments';
import { useSession } from '../api/session';
import { formatDate } from '../views/format';
import { ProblemView, useLang } from './common';
import { TableWrap } from '../views/TableWrap';

export function TournamentList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { account } = useSession();
  const list = useTournamentList();
  return (
    <section>
      <h1>{t('list.title')}</h1>
      {account ? (
        <p>
          <Link to="/$lang/tournaments/new" params={{ lang }} className="button">
            {t('list.create')}
          </Link>
        </p>
      ) : (
        <p>
          <Link to="/$lang/signin" params={{ lang }}>
            {t('list.signInToCreate')}
          </Link>
        </p>
      )}
      <ProblemView error={list.error} />
      {list.data && list.data.length === 0 && <p>{t('list.none')}</p>}
      {list.data && list.data.length > 0 && (
        <TableWrap label={t('list.title')}>
          <table data-testid="tournaments">
            <caption className="sr-only">{t('list.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.game')}</th>
                <th scope="col" className="num">
                  {t('list.players')}
                </th>
                <th scope="col">{t('list.phase')}</th>
                <th scope="col">{t('list.role')}</th>
                <th scope="col">{t('list.created')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {item.role ? (
                      <Link to="/$lang/tournaments/$id" params={{ lang, id: item.id }}>
                        {item.name}
                      </Link>
                    ) : (
                      <Link to="/$lang/public/$id" params={{ lang, id: item.id }}>
                        {item.name}
                      </Link>
                    )}
                  </th>
                  <td>{item.game ? gameName(t, item.game) : ''}</td>
                  <td className="num">{item.players}</td>
                  <td>
                    {t(`phase.${item.phase as 'none'}`)}
                    {item.published ? ` · ${t('list.published')}` : ''}
                  </td>
                  <td>{t(`role.${item.role ?? 'none'}`)}</td>
                  <td>{formatDate(item.createdAt, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
