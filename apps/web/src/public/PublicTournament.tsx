/**
 * The public pages of a published tournament: pairings with results (and a link to each board's
 * game where a record is attached), standings, crosstable.
 * Live: the SSE stream refreshes whatever is on screen, without a reload. Kept light: no rules
 * engine, no organiser code (its own chunk, loaded on a first public visit with the shell).
 */
import { Link, Outlet, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRound } from '../api/rounds';
import { useTournamentSummary } from '../api/tournaments';
import { useLive } from '../api/live';
import { isLocale } from '../i18n';
import { LiveIndicator } from '../views/LiveIndicator';
import { PairingTable } from '../views/PairingTable';
import { CrosstableView, StandingsView } from '../views/TournamentViews';

function usePublic() {
  const { lang, id } = useParams({ strict: false }) as { lang?: string; id?: string };
  return { lang: isLocale(lang) ? lang : 'en', id: id ?? '' };
}

function useTournament(id: string) {
  return useTournamentSummary(id);
}

export function PublicFrame() {
  const { t } = useTranslation();
  const { lang, id } = usePublic();
  const tournament = useTournament(id);
  const version = useLive(id, tournament.data?.version);
  const sections = [
    ['/$lang/public/$id', 'pairings'],
    ['/$lang/public/$id/standings', 'standings'],
    ['/$lang/public/$id/crosstable', 'crosstable'],
  ] as const;
  return (
    <div className="public" data-live-version={version}>
      <h1 data-testid="tournament-name">
        {tournament.data?.name ?? (tournament.error ? t('t.notFound') : t('t.loading'))}
      </h1>
      <nav aria-label={t('pub.sections')} className="tabs">
        {sections.map(([to, key]) => (
          <Link
            key={key}
            to={to}
            params={{ lang, id }}
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{ 'aria-current': 'page', className: 'active' }}
          >
            {t(`pub.${key}`)}
          </Link>
        ))}
      </nav>
      <LiveIndicator liveText={t('pub.live')} />
      <Outlet />
    </div>
  );
}

export function PublicPairings() {
  const { t } = useTranslation();
  const { lang, id } = usePublic();
  const search = useSearch({ strict: false }) as { round?: number };
  const { data } = useTournament(id);
  const count = data?.rounds.length ?? 0;
  const shown = search.round && search.round <= count ? search.round : count;
  const pairing = useRound(id, shown);
  if (data && count === 0) return <p>{t('pub.noRound')}</p>;
  return (
    <section aria-labelledby="pairings-h">
      <h2 id="pairings-h">
        {t('pub.pairings')}: {t('rounds.round', { round: shown })}
      </h2>
      {count > 1 && (
        <nav aria-label={t('rounds.choose')} className="tabs small">
          {data!.rounds.map((r) => (
            <Link
              key={r.round}
              to="/$lang/public/$id"
              params={{ lang, id }}
              search={{ round: r.round }}
              aria-current={r.round === shown ? 'page' : undefined}
              className={r.round === shown ? 'active' : undefined}
            >
              {r.round}
            </Link>
          ))}
        </nav>
      )}
      {pairing.data && (
        <PairingTable
          pairing={pairing.data}
          caption={t('rounds.round', { round: shown })}
          extra={
            pairing.data.boards.some((b) => b.gameStreamId)
              ? (b) =>
                  b.gameStreamId && (
                    <Link
                      to="/$lang/public/$id/game"
                      params={{ lang, id }}
                      search={{ round: shown, board: b.board }}
                      data-testid={`view-game-${b.board}`}
                    >
                      {t('results.viewGame')} <span className="sr-only">{b.board}</span>
                    </Link>
                  )
              : undefined
          }
        />
      )}
    </section>
  );
}

export function PublicStandings() {
  const { id } = usePublic();
  return <StandingsView id={id} tournament={useTournament(id).data} />;
}

export function PublicCrosstable() {
  const { id } = usePublic();
  return <CrosstableView id={id} tournament={useTournament(id).data} />;
}
