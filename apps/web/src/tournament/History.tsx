/** The history of a tournament: every event, who did it and when (staff only). */
import { useTranslation } from 'react-i18next';
import { useHistory } from '../api/tournaments';
import { formatTime } from '../views/format';
import { ProblemView, useLang, useTournamentId } from './common';
import { TableWrap } from '../views/TableWrap';

/** An arbiter's pairing edit in words: the round, the reason, the criteria it broke. */
function editSummary(
  data: Record<string, unknown>,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const criteria = (data.criteria as { criterion: string; rule: string }[] | undefined) ?? [];
  const named = [...new Set(criteria.map((c) => `${c.criterion} [${c.rule}]`))].join(', ');
  return t('historyEdit.summary', {
    round: data.round,
    reason: data.reason,
    criteria: named === '' ? t('historyEdit.none') : named,
  });
}

/** One line of an event's data, short enough for a table cell. */
function summary(data: Record<string, unknown>): string {
  const text = JSON.stringify(data);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function History() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const history = useHistory(id);
  return (
    <section aria-labelledby="history-h">
      <h2 id="history-h">{t('history.title')}</h2>
      <ProblemView error={history.error} />
      {history.data && (
        <TableWrap label={t('history.title')}>
          <table data-testid="history">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('history.version')}
                </th>
                <th scope="col">{t('history.time')}</th>
                <th scope="col">{t('history.actor')}</th>
                <th scope="col">{t('history.what')}</th>
                <th scope="col">{t('history.details')}</th>
              </tr>
            </thead>
            <tbody>
              {[...history.data].reverse().map((e) => (
                <tr key={e.version}>
                  <td className="num">{e.version}</td>
                  <td className="nowrap">{formatTime(e.time, lang)}</td>
                  <td>{e.actor ?? ''}</td>
                  <td>
                    <code>{e.type}</code>
                  </td>
                  <td className="details">
                    {e.type === 'PairingEdited' ? editSummary(e.data, t) : summary(e.data)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
