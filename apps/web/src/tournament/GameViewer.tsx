/**
 * The game viewer: a board's stored record (its event log, read from the server) replayed by the
 * game's rules and shown with the workbench's board picture and ply stepper. Two doors, one view:
 * the organiser's `/<lang>/tournaments/<id>/game?round=R&board=B&ply=N` (back to the round) and the
 * public `/<lang>/public/<id>/game?…` (back to the public pairings). A chunk of its own: the rules
 * engines load only when a game is opened.
 */
import { useMemo } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../api/rounds';
import { useTournamentSummary } from '../api/tournaments';
import { BoardView } from '../workbench/BoardView';
import { gameOf } from '../workbench/games';
import { PlyStepper } from '../workbench/PlyStepper';
import { ProblemView, useLang, useTournamentId } from './common';
import { positionsOf } from './stored-game';

type Search = { round?: number; board?: number; ply?: number };

function StoredGame({ where }: { where: 'organiser' | 'public' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useTournamentId();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Search;
  const { data: tournament } = useTournamentSummary(id);
  const { round, board } = search;
  const record = useRecord(id, round && board ? { round, board } : null);
  const gameId = tournament?.settings?.game ?? 'tri-d-chess';
  const positions = useMemo(
    () => (record.data ? positionsOf(gameOf(gameId).rules, record.data.events) : []),
    [gameId, record.data],
  );
  const plies = Math.max(0, positions.length - 1);
  const ply = Math.min(search.ply ?? plies, plies);
  const game = gameOf(gameId);
  const onPly = (n: number) =>
    void navigate({
      to: where === 'public' ? '/$lang/public/$id/game' : '/$lang/tournaments/$id/game',
      params: { lang, id },
      search: { round, board, ply: n },
      replace: true,
    });

  return (
    <section aria-labelledby="game-heading" data-testid="game-viewer">
      <h2 id="game-heading">{t('game.title', { round, board })}</h2>
      <p>
        {where === 'public' ? (
          <Link to="/$lang/public/$id" params={{ lang, id }} search={{ round }}>
            {t('game.back', { round })}
          </Link>
        ) : (
          <Link to="/$lang/tournaments/$id/rounds" params={{ lang, id }} search={{ round }}>
            {t('game.back', { round })}
          </Link>
        )}
      </p>
      <ProblemView error={record.error} />
      {positions.length > 0 && (
        <>
          <PlyStepper ply={ply} plies={plies} onPly={onPly} />
          <BoardView
            game={game}
            position={positions[ply]}
            locale={lang}
            offered={[]}
            onSelect={() => undefined}
            onTry={() => undefined}
            pictureOnly
          />
        </>
      )}
    </section>
  );
}

/** The organiser's and arbiters' door (under the tournament frame). */
export function GameViewer() {
  return <StoredGame where="organiser" />;
}

/** The public door (under the public frame): anyone who may read a published tournament. */
export function PublicGameViewer() {
  return <StoredGame where="public" />;
}
