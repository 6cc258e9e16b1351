/**
 * Rounds: pair the next round with one action, see a round's boards (colours, PAB, byes), enter
 * results, close the round, undo the last pairing while it has no result, or pair by hand with a
 * reason. Readers who are not on the staff see the pairing and are told they cannot enter results.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { closeRound, overridePairing, pairRound, undoPairing, useRound } from '../api/rounds';
import type { Board, Tournament } from '@arbiter/api';
import { PairingTable } from '../views/PairingTable';
import { Outcome, useAction, useLang, useTournamentId, type Action } from './common';
import { AttachRecord } from './AttachRecord';
import { ResultEntry } from './ResultEntry';
import { useTournament } from './TournamentFrame';
import { WhyPaired } from './WhyPaired';
import { Absentees } from './Absentees';
import { EditPairing } from './EditPairing';

function nextRound(t: Tournament): number | null {
  const last = t.rounds[t.rounds.length - 1];
  if (t.phase === 'closed' || (last && !last.closed)) return null;
  if (t.totalRounds !== null && t.rounds.length >= t.totalRounds) return null;
  return t.rounds.length + 1;
}

function OverrideForm({ id, round, action }: { id: string; round: number; action: Action }) {
  const { t } = useTranslation();
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const boards = String(f.get('boards') ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const [white, black] = l.split(/\s*[-–:,\s]\s*/).map(Number);
        return { white, black };
      });
    const pab = String(f.get('pab') ?? '').trim();
    void action.run(
      () =>
        overridePairing(id, round, {
          boards,
          pab: pab ? Number(pab) : null,
          reason: String(f.get('reason') ?? ''),
        }),
      t('rounds.paired', { round }),
    );
  }
  return (
    <details className="panel no-print">
      <summary>{t('rounds.override', { round })}</summary>
      <form onSubmit={submit} className="stack">
        <label>
          {t('rounds.overrideBoards')}
          <textarea name="boards" rows={6} required aria-describedby="override-help" />
        </label>
        <span className="help" id="override-help">
          {t('rounds.overrideHelp')}
        </span>
        <label>
          {t('rounds.overridePab')}
          <input name="pab" type="number" min={1} className="short" />
        </label>
        <label>
          {t('rounds.reason')}
          <input name="reason" required maxLength={500} />
        </label>
        <button type="submit" disabled={action.busy}>
          {t('rounds.overrideSubmit')}
        </button>
      </form>
    </details>
  );
}

export function Rounds() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const search = useSearch({ strict: false }) as { round?: number };
  const { data: tournament } = useTournament(id);
  const action = useAction(id);
  const [why, setWhy] = useState<number | null>(null);
  const [attach, setAttach] = useState<number | null>(null);
  const count = tournament?.rounds.length ?? 0;
  const shown = search.round && search.round <= count ? search.round : count;
  const pairing = useRound(id, shown);
  if (!tournament) return null;
  const staff = tournament.role !== null;
  const next = nextRound(tournament);
  const summary = tournament.rounds[shown - 1];
  const last = tournament.rounds[count - 1];

  return (
    <section aria-labelledby="rounds-h">
      <h2 id="rounds-h">{t('rounds.title')}</h2>
      {count > 0 && (
        <nav aria-label={t('rounds.choose')} className="tabs small no-print">
          {tournament.rounds.map((r) => (
            <Link
              key={r.round}
              to="/$lang/tournaments/$id/rounds"
              params={{ lang, id }}
              search={{ round: r.round }}
              aria-current={r.round === shown ? 'page' : undefined}
              className={r.round === shown ? 'active' : undefined}
            >
              {t('rounds.round', { round: r.round })}
            </Link>
          ))}
        </nav>
      )}
      {staff && next !== null && tournament.settings?.checkIn && <Absentees id={id} round={next} />}
      {staff && (
        <div className="row no-print">
          {next !== null && (
            <button
              type="button"
              data-testid="pair-next"
              disabled={action.busy}
              onClick={() => void action.run(() => pairRound(id), t('rounds.paired', { round: next }))}
            >
              {t('rounds.pairNext', { round: next })}
            </button>
          )}
          {last && !last.closed && last.results === last.boards && (
            <button
              type="button"
              data-testid="close-round"
              disabled={action.busy}
              onClick={() => void action.run(() => closeRound(id, last.round), t('t.saved'))}
            >
              {t('rounds.close', { round: last.round })}
            </button>
          )}
          {last && !last.closed && last.results === 0 && (
            <button
              type="button"
              data-testid="undo"
              disabled={action.busy}
              onClick={() => void action.run(() => undoPairing(id, last.round), t('t.saved'))}
            >
              {t('rounds.undo', { round: last.round })}
            </button>
          )}
        </div>
      )}
      {next === null &&
        tournament.totalRounds !== null &&
        count >= tournament.totalRounds &&
        last?.closed && <p>{t('rounds.allRounds', { count: tournament.totalRounds })}</p>}
      <Outcome action={action} />
      {staff && next !== null && <OverrideForm id={id} round={next} action={action} />}
      {count === 0 && <p>{t('rounds.none')}</p>}
      {pairing.data && summary && (
        <>
          <h3>
            {t('rounds.round', { round: shown })}{' '}
            <span className="count">
              (
              {summary.closed
                ? t('rounds.closed')
                : t('rounds.open', { results: summary.results, boards: summary.boards })}
              )
            </span>
          </h3>
          {!staff && (
            <p className="note" role="note" data-testid="not-staff">
              {t('results.notStaff')}
            </p>
          )}
          {staff ? (
            <ResultEntry
              id={id}
              pairing={pairing.data}
              caption={t('rounds.round', { round: shown })}
              extra={(b: Board) => (
                <>
                  <button
                    type="button"
                    onClick={() => setWhy(why === b.board ? null : b.board)}
                    aria-expanded={why === b.board}
                  >
                    {t('rounds.why')} <span className="sr-only">{b.board}</span>
                  </button>
                  <button
                    type="button"
                    data-testid={`attach-${b.board}`}
                    onClick={() => setAttach(attach === b.board ? null : b.board)}
                    aria-expanded={attach === b.board}
                  >
                    {t('results.record')} <span className="sr-only">{b.board}</span>
                  </button>
                  {b.gameStreamId && (
                    <Link
                      to="/$lang/tournaments/$id/game"
                      params={{ lang, id }}
                      search={{ round: shown, board: b.board }}
                      data-testid={`view-game-${b.board}`}
                    >
                      {t('results.viewGame')} <span className="sr-only">{b.board}</span>
                    </Link>
                  )}
                </>
              )}
            />
          ) : (
            <PairingTable pairing={pairing.data} caption={t('rounds.round', { round: shown })} />
          )}
          {staff && shown === count && !summary.closed && summary.results === 0 && (
            <EditPairing key={shown} id={id} pairing={pairing.data} />
          )}
          {staff && why !== null && <WhyPaired id={id} round={shown} board={why} />}
          {staff && attach !== null && (
            <AttachRecord key={`${shown}-${attach}`} id={id} round={shown} board={attach} />
          )}
        </>
      )}
    </section>
  );
}
