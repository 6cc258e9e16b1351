/**
 * The arbiter's check-in list for the next round (ruling ARB CI1): filter by name, toggle a player
 * present or not (Enter in the filter toggles the only match, so a queue at the desk goes by
 * keyboard alone), and the tournament's code and link for the players' own check-in on a phone.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { issueCheckInCode, setCheckedIn, useCheckInList } from '../api/check-in';
import type { CheckInEntry } from '@arbiter/api';
import { useSite } from '../api/site';
import { Outcome, useAction, useLang, useTournamentId } from './common';
import { useTournament } from './TournamentFrame';
import { Absentees } from './Absentees';

function CodePanel({ id, code, owner }: { id: string; code: string | null; owner: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAction(id);
  const site = useSite();
  const link = code && site ? `${site.publicUrl}/${lang}/check-in/${id}?code=${code}` : null;
  return (
    <section className="panel" aria-labelledby="code-h">
      <h3 id="code-h">{t('checkIn.code')}</h3>
      {code ? (
        <>
          <p>
            <code data-testid="check-in-code" style={{ fontSize: '1.6rem', letterSpacing: '0.15em' }}>
              {code}
            </code>
          </p>
          {link && (
            <p>
              {t('checkIn.linkFor')} <a href={link}>{link}</a>
            </p>
          )}
        </>
      ) : (
        <p>{t('checkIn.noCode')}</p>
      )}
      {owner && (
        <button
          type="button"
          data-testid="renew-code"
          disabled={action.busy}
          onClick={() => void action.run(() => issueCheckInCode(id), t('checkIn.codeIssued'))}
        >
          {code ? t('checkIn.renew') : t('checkIn.issue')}
        </button>
      )}
      <Outcome action={action} />
    </section>
  );
}

export function CheckIn() {
  const { t } = useTranslation();
  const id = useTournamentId();
  const { data: tournament } = useTournament(id);
  const list = useCheckInList(tournament?.role ? id : null);
  const action = useAction(id);
  const [filter, setFilter] = useState('');
  if (!tournament) return null;
  if (!tournament.settings?.checkIn)
    return (
      <section>
        <h2>{t('checkIn.title')}</h2>
        <p data-testid="check-in-off">{t('checkIn.off')}</p>
      </section>
    );
  if (!list.data) return null;
  const { round } = list.data;
  const needle = filter.trim().toLocaleLowerCase();
  const shown = list.data.players.filter(
    (p) =>
      p.excused !== 'withdrawn' &&
      (needle === '' || p.name.toLocaleLowerCase().includes(needle) || String(p.player) === needle),
  );

  const toggle = (p: CheckInEntry) =>
    void action.run(
      () => setCheckedIn(id, round, p.player, !p.checkedIn),
      t(p.checkedIn ? 'checkIn.wentOut' : 'checkIn.cameIn', { name: p.name }),
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (shown.length === 1) {
      toggle(shown[0]);
      setFilter('');
    }
  }

  return (
    <section aria-labelledby="check-in-h">
      <h2 id="check-in-h">{t('checkIn.titleRound', { round })}</h2>
      <CodePanel id={id} code={list.data.code} owner={tournament.role === 'owner'} />
      <form onSubmit={submit} role="search" className="row">
        <label className="grow">
          {t('checkIn.filter')}
          <input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-describedby="filter-help"
            data-testid="check-in-filter"
            autoFocus
          />
          <span className="help" id="filter-help">
            {t('checkIn.filterHelp')}
          </span>
        </label>
      </form>
      <Outcome action={action} />
      <table className="data" data-testid="check-in-list">
        <caption>{t('checkIn.titleRound', { round })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('views.no')}</th>
            <th scope="col">{t('views.name')}</th>
            <th scope="col">{t('checkIn.present')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.player} data-testid={`check-in-${p.player}`}>
              <td>{p.player}</td>
              <td>{p.name}</td>
              <td>
                {p.excused === 'bye' ? (
                  t('checkIn.hasBye')
                ) : (
                  <button
                    type="button"
                    aria-pressed={p.checkedIn}
                    disabled={action.busy}
                    onClick={() => toggle(p)}
                    data-testid={`toggle-${p.player}`}
                  >
                    {p.checkedIn ? t('checkIn.isIn') : t('checkIn.isOut')}
                    <span className="sr-only"> {p.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Absentees id={id} round={round} />
    </section>
  );
}
