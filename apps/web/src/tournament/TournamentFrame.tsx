/**
 * The frame of the organiser's and arbiters' screens of one tournament: its name, the section
 * links, and a live subscription so that what another arbiter enters shows up here too.
 */
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTournamentSummary } from '../api/tournaments';
import { useLive } from '../api/live';
import { LiveIndicator } from '../views/LiveIndicator';
import { ProblemView, useLang, useTournamentId } from './common';

const SECTIONS = [
  ['/$lang/tournaments/$id', 'overview'],
  ['/$lang/tournaments/$id/players', 'players'],
  ['/$lang/tournaments/$id/rounds', 'rounds'],
  ['/$lang/tournaments/$id/standings', 'standings'],
  ['/$lang/tournaments/$id/crosstable', 'crosstable'],
  ['/$lang/tournaments/$id/history', 'history'],
  ['/$lang/tournaments/$id/print', 'print'],
  ['/$lang/tournaments/$id/check-in', 'checkIn'],
] as const;

/** The tournament summary every screen of the frame reads (cached once). */
export function useTournament(id: string) {
  return useTournamentSummary(id);
}

export function TournamentFrame() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const tournament = useTournament(id);
  useLive(id, tournament.data?.version);
  return (
    <div className="tournament">
      <p className="crumb">
        <Link to="/$lang/tournaments" params={{ lang }}>
          {t('list.title')}
        </Link>
      </p>
      <h1 data-testid="tournament-name">{tournament.data?.name ?? t('t.loading')}</h1>
      <LiveIndicator />
      <ProblemView error={tournament.error} />
      <nav aria-label={t('t.sections')} className="tabs no-print">
        {SECTIONS.map(([to, key]) => (
          <Link
            key={key}
            to={to}
            params={{ lang, id }}
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{ 'aria-current': 'page', className: 'active' }}
          >
            {t(`t.${key}`)}
          </Link>
        ))}
      </nav>
      {tournament.data && tournament.data.role === null && (
        <p className="note" role="note" data-testid="read-only">
          {t('t.readOnly')}
        </p>
      )}
      <Outlet />
    </div>
  );
}
