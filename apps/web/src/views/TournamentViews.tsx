/**
 * The standings and crosstable screens, the same for the organiser and the public: a round
 * picker ("after round N") in the URL's `?round=`, and the table of the server's view; a
 * tie-break value of the standings opens its breakdown (TieBreakBreakdown.tsx).
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCrosstable, useStandings } from '../api/views';
import type { Tournament } from '@arbiter/api';
import { CrosstableTable } from './CrosstableTable';
import { StandingsTable } from './StandingsTable';
import { TieBreakBreakdownDialog, type BreakdownTarget } from './TieBreakBreakdown';
import { useCallback, useRef, useState } from 'react';

function closedRounds(t: Tournament | undefined): number {
  return t?.rounds.filter((r) => r.closed).length ?? 0;
}

function RoundPicker({
  tournament,
  round,
}: {
  tournament: Tournament | undefined;
  round: number | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closed = closedRounds(tournament);
  return (
    <label className="no-print picker">
      {t('standings.asOf')}{' '}
      <select
        name="round"
        value={round === undefined ? '' : String(round)}
        onChange={(e) =>
          void navigate({
            to: '.',
            search: (prev: Record<string, unknown>) => ({
              ...prev,
              round: e.target.value === '' ? undefined : Number(e.target.value),
            }),
          })
        }
      >
        <option value="">{t('standings.latest')}</option>
        {Array.from({ length: closed + 1 }, (_, i) => (
          <option key={i} value={i}>
            {i}
          </option>
        ))}
      </select>
    </label>
  );
}

export function StandingsView({ id, tournament }: { id: string; tournament: Tournament | undefined }) {
  const { t } = useTranslation();
  const { round } = useSearch({ strict: false }) as { round?: number };
  const table = useStandings(id, round);
  const after = table.data?.rounds ?? 0;
  const [target, setTarget] = useState<BreakdownTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const explain = useCallback(
    (player: number, index: number, from: HTMLElement) => {
      opener.current = from;
      setTarget({ player, index, round });
    },
    [round],
  );
  return (
    <section aria-labelledby="standings-h">
      <h2 id="standings-h">{t('standings.title')}</h2>
      <RoundPicker tournament={tournament} round={round} />
      {table.error && <p role="alert">{table.error.message}</p>}
      {table.data && (
        <StandingsTable
          table={table.data}
          caption={after > 0 ? t('standings.caption', { round: after }) : t('standings.captionNone')}
          explain={explain}
        />
      )}
      {target && (
        <TieBreakBreakdownDialog
          id={id}
          target={target}
          onClose={() => {
            setTarget(null);
            opener.current?.focus();
          }}
        />
      )}
    </section>
  );
}

export function CrosstableView({ id, tournament }: { id: string; tournament: Tournament | undefined }) {
  const { t } = useTranslation();
  const { round } = useSearch({ strict: false }) as { round?: number };
  const table = useCrosstable(id, round);
  return (
    <section aria-labelledby="cross-h">
      <h2 id="cross-h">{t('cross.title')}</h2>
      <RoundPicker tournament={tournament} round={round} />
      {table.error && <p role="alert">{table.error.message}</p>}
      {table.data && (
        <CrosstableTable table={table.data} caption={t('cross.caption', { round: table.data.rounds })} />
      )}
    </section>
  );
}
