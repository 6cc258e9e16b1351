/**
 * The print sheet: every round's pairing on a page of its own, then the standings, laid out for
 * A4 by the print stylesheet (styles.css, `@media print`).
 */
import { useTranslation } from 'react-i18next';
import { useRounds } from '../api/rounds';
import { useStandings } from '../api/views';
import { PairingTable } from '../views/PairingTable';
import { StandingsTable } from '../views/StandingsTable';
import { useTournamentId } from './common';
import { useTournament } from './TournamentFrame';

export function Print() {
  const { t } = useTranslation();
  const id = useTournamentId();
  const { data: tournament } = useTournament(id);
  const rounds = useRounds(id);
  const standings = useStandings(id);
  return (
    <section aria-labelledby="print-h">
      <h2 id="print-h" className="no-print">
        {t('print.title')}
      </h2>
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          {t('print.button')}
        </button>
      </p>
      {rounds.data?.map((p) => (
        <article key={p.round} className="print-page" data-testid="print-round">
          <h3>
            {tournament?.name}: {t('rounds.round', { round: p.round })}
          </h3>
          <PairingTable pairing={p} caption={t('rounds.round', { round: p.round })} />
        </article>
      ))}
      {standings.data && (
        <article className="print-page">
          <h3>
            {tournament?.name}: {t('standings.title')}
          </h3>
          <StandingsTable
            table={standings.data}
            caption={
              standings.data.rounds > 0
                ? t('standings.caption', { round: standings.data.rounds })
                : t('standings.captionNone')
            }
          />
        </article>
      )}
    </section>
  );
}
