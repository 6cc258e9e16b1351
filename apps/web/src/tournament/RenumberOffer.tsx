/**
 * The offer to renumber the start list by rating after a late entry (FIDE C.04.2), as
 * Swiss-Manager and Vega make it: shown to the organiser of a Swiss while the next round is not
 * paired, no more than three rounds are paired, and the pairing numbers are not in the order of
 * the initial ranking (rating, FIDE title, name: the package's own `initialOrder`).
 */
import { useTranslation } from 'react-i18next';
import { initialOrder, LAST_RENUMBER_ROUNDS } from '@arbiter/tournament';
import type { Player, Tournament } from '@arbiter/api';
import { renumberPlayers } from '../api/players';
import type { Action } from './common';

/** Whether the offer applies now; mirrors the decider's conditions, which have the last word. */
export function renumberOffered(tournament: Tournament, players: readonly Player[]): boolean {
  const rounds = tournament.rounds;
  const last = rounds[rounds.length - 1];
  if (tournament.phase === 'closed' || (last && !last.closed)) return false;
  if (rounds.length === 0 || rounds.length > LAST_RENUMBER_ROUNDS) return false;
  if (tournament.settings?.pairingSystem === 'round-robin') return false;
  return initialOrder(players).some((old, i) => old !== i + 1);
}

export function RenumberOffer({
  id,
  tournament,
  action,
}: {
  id: string;
  tournament: Tournament;
  action: Action;
}) {
  const { t } = useTranslation();
  const round = tournament.rounds.length + 1;
  return (
    <section className="panel no-print" aria-labelledby="renumber-h" data-testid="renumber-offer">
      <h2 id="renumber-h">{t('renumber.title')}</h2>
      <p>{t('renumber.text', { round })}</p>
      <p className="help">{t('renumber.rule')}</p>
      <button
        type="button"
        data-testid="renumber"
        disabled={action.busy}
        onClick={() => void action.run(() => renumberPlayers(id), t('renumber.done'))}
      >
        {t('renumber.submit')}
      </button>
    </section>
  );
}
