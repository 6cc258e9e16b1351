/** A tournament's settings, its publication, its arbiters, the export links and closing it. */
import { gameName, systemName } from './names';
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { roundCsvUrl } from '../api/rounds';
import {
  appointArbiter,
  closeTournament,
  exportTrfUrl,
  publish,
  removeArbiter,
  useStaff,
} from '../api/tournaments';
import { standingsCsvUrl } from '../api/views';
import { formatPoints } from '../views/format';
import { Outcome, tieBreakHref, useAction, useLang, useTournamentId } from './common';
import { useTournament } from './TournamentFrame';
import { HallFacts } from './Absentees';

export function Overview() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const { data } = useTournament(id);
  const owner = data?.role === 'owner';
  const staff = useStaff(data?.role ? id : null);
  const action = useAction(id);
  const [account, setAccount] = useState('');
  if (!data?.settings) return null;
  const s = data.settings;
  const publicPath = `/${lang}/public/${id}`;

  function appoint(e: FormEvent) {
    e.preventDefault();
    const name = account.trim().toLowerCase();
    void action.run(() => appointArbiter(id, name), t('t.saved')).then(() => setAccount(''));
  }

  return (
    <>
      <section className="panel" aria-labelledby="settings-h">
        <h2 id="settings-h">{t('overview.settings')}</h2>
        <dl className="facts">
          <dt>{t('overview.phase')}</dt>
          <dd data-testid="phase">{t(`phase.${data.phase}`)}</dd>
          <dt>{t('overview.game')}</dt>
          <dd>
            {gameName(t, s.game)}
            {s.setup ? ` (${s.setup})` : ''}
          </dd>
          <dt>{t('overview.system')}</dt>
          <dd>{systemName(t, s.pairingSystem)}</dd>
          <dt>{t('overview.rounds')}</dt>
          <dd>{data.totalRounds ?? s.rounds ?? '–'}</dd>
          <dt>{t('overview.points')}</dt>
          <dd>
            {[s.pointSystem.win, s.pointSystem.draw, s.pointSystem.loss]
              .map((p) => formatPoints(p, lang))
              .join(', ')}
          </dd>
          <dt>{t('overview.tieBreaks')}</dt>
          <dd>
            {s.tieBreaks.map((code, i) => (
              <span key={code}>
                {i > 0 && ', '}
                <a href={tieBreakHref(code, lang)}>{code}</a>
              </span>
            ))}
          </dd>
          <dt>{t('overview.options')}</dt>
          <dd>
            <ul className="plain">
              {Object.entries(s.options).map(([k, v]) => (
                <li key={k}>
                  <code>{k}</code> = {v}
                </li>
              ))}
            </ul>
          </dd>
          <HallFacts settings={s} />
        </dl>
      </section>
      <section className="panel" aria-labelledby="pub-h">
        <h2 id="pub-h">{t('overview.publication')}</h2>
        {data.published ? (
          <p data-testid="published">
            {t('overview.isPublished')}{' '}
            <Link to="/$lang/public/$id" params={{ lang, id }}>
              {publicPath}
            </Link>
          </p>
        ) : (
          <p>{t('overview.notPublished')}</p>
        )}
        {owner && (
          <button
            type="button"
            disabled={action.busy}
            onClick={() => void action.run(() => publish(id, !data.published))}
          >
            {data.published ? t('overview.unpublish') : t('overview.publish')}
          </button>
        )}
        <p>
          <Link to="/$lang/hall/$id" params={{ lang, id }} data-testid="hall-link">
            {t('hall.open')}
          </Link>
          <br />
          <span className="help">{t('hall.openHelp')}</span>
        </p>
      </section>
      {data.role && (
        <section className="panel" aria-labelledby="staff-h">
          <h2 id="staff-h">{t('overview.staff')}</h2>
          <ul>
            {staff.data?.map((m) => (
              <li key={m.account}>
                {m.account} ({t(`role.${m.role as 'owner'}`)})
                {owner && m.role === 'arbiter' && (
                  <>
                    {' '}
                    <button type="button" onClick={() => void action.run(() => removeArbiter(id, m.account))}>
                      {t('overview.remove', { name: m.account })}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
          {owner && (
            <form onSubmit={appoint} className="row">
              <label>
                {t('overview.account')}
                <input value={account} onChange={(e) => setAccount(e.target.value)} required name="account" />
              </label>
              <button type="submit" disabled={action.busy}>
                {t('overview.appoint')}
              </button>
            </form>
          )}
        </section>
      )}
      <section className="panel" aria-labelledby="export-h">
        <h2 id="export-h">{t('overview.export')}</h2>
        <ul>
          <li>
            <a href={exportTrfUrl(id)} download data-testid="export-trf">
              {t('overview.trf')}
            </a>
          </li>
          <li>
            <a href={standingsCsvUrl(id, lang)} download data-testid="export-standings-csv">
              {t('overview.standingsCsv')}
            </a>
          </li>
          {data.rounds.map((r) => (
            <li key={r.round}>
              <a href={roundCsvUrl(id, r.round, lang)} download>
                {t('overview.roundCsv', { round: r.round })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {owner && data.phase === 'running' && (
        <p>
          <button
            type="button"
            disabled={action.busy}
            onClick={() => void action.run(() => closeTournament(id), t('t.saved'))}
          >
            {t('overview.close')}
          </button>
        </p>
      )}
      <Outcome action={action} />
    </>
  );
}
