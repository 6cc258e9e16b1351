/**
 * One tie-break of one player shown as a sum (issue 23, part 3), opened from its value in the
 * standings: each round's value and why (the opponent's score, the virtual opponent of an
 * unplayed round under FIDE C.07 16.4, a running score, a count, a rating...), which rounds the
 * cut removed, and the total, which is the standings' value. A modal `<dialog>`: Escape or Close
 * shuts it and the focus goes back to the value that opened it.
 * Trade-off: the server answers every tie-break of the player at once
 * (`GET T/players/:p/tiebreaks`); the answer is kept per player and round, so going along a row
 * of the standings loads once.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { tieBreakName } from '@arbiter/tournament';
import { useTieBreakBreakdown } from '../api/players';
import type { BreakdownRound, TieBreakBreakdown } from '@arbiter/api';
import { ProblemView } from '../tournament/common';
import { formatInteger, formatValue } from './format';

/** What the dialog shows: a player, the index of a tie-break in the standings, after which round. */
export interface BreakdownTarget {
  readonly player: number;
  readonly index: number;
  readonly round: number | undefined;
}

/** A score or a round's value in the reader's locale (at most two decimals, no trailing zeros). */
function plain(v: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(v);
}

/** Why a round is not part of the tie-break, as the text key that says it. */
const NOT_COUNTED = {
  'no-rated-game': 'breakdown.basis.noRatedGame',
  'outside-group': 'breakdown.basis.outsideGroup',
  'not-played': 'breakdown.basis.notPlayed',
} as const;

function why(r: BreakdownRound, t: TFunction, locale: string): string {
  const b = r.basis;
  const n = (v: number) => plain(v, locale);
  switch (b.kind) {
    case 'points':
      return t('breakdown.basis.points', { points: n(b.points) });
    case 'opponent': {
      const base =
        b.adjusted === b.score
          ? t('breakdown.basis.opponent', { score: n(b.score) })
          : t('breakdown.basis.adjusted', {
              score: n(b.score),
              adjusted: n(b.adjusted),
              lastRound: b.lastRound,
            });
      return b.weight === null ? base : base + t('breakdown.basis.weight', { weight: n(b.weight) });
    }
    case 'virtual-opponent': {
      const capBy = t(
        b.capBy === 'scheduled-opponent' ? 'breakdown.basis.capScheduled' : 'breakdown.basis.capHalf',
      );
      const base = t('breakdown.basis.virtual', { own: n(b.ownScore), cap: n(b.cap), capBy });
      return b.weight === null ? base : base + t('breakdown.basis.weight', { weight: n(b.weight) });
    }
    case 'running-score':
      return t('breakdown.basis.running', { running: n(b.running) });
    case 'count':
      return t(b.counts ? 'breakdown.basis.counts' : 'breakdown.basis.notCounts');
    case 'koya':
      return b.opponentScore === null
        ? t('breakdown.basis.koyaNone')
        : `${t('breakdown.basis.koya', { score: n(b.opponentScore), threshold: n(b.threshold) })}: ${t(
            b.counts ? 'breakdown.basis.counts' : 'breakdown.basis.notCounts',
          )}`;
    case 'rating':
      return t('breakdown.basis.rating', { rating: formatInteger(b.rating, locale) });
    case 'encounter':
      return t('breakdown.basis.encounter', { points: n(b.points) });
    case 'not-counted':
      return t(NOT_COUNTED[b.reason]);
  }
}

function totalText(b: TieBreakBreakdown, t: TFunction, locale: string): string {
  const value = formatValue(b.shown, locale);
  const n = (v: number) => plain(v, locale);
  const total = b.total;
  switch (total.kind) {
    case 'sum':
      return t('breakdown.total.sum', { before: n(total.before), removed: n(total.removed), value });
    case 'average':
      return t('breakdown.total.average', {
        counted: total.counted,
        sum: formatInteger(total.sum, locale),
        value,
      });
    case 'performance':
      return t('breakdown.total.performance', {
        games: total.games,
        average: formatInteger(total.average, locale),
        dp: n(total.dp),
        p: n(total.p),
        value,
      });
    case 'position':
      return t('breakdown.total.position', { group: total.group.join(', '), value });
  }
}

function Breakdown({ b, name }: { b: TieBreakBreakdown; name: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <p>{t('breakdown.rule', { name: tieBreakName(b.code, locale), rule: b.rule })}</p>
      <table className="breakdown" data-testid="breakdown" data-code={b.code} data-total-kind={b.total.kind}>
        <caption className="sr-only">{t('breakdown.title', { code: b.code, name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('breakdown.round')}</th>
            <th scope="col">{t('breakdown.opponent')}</th>
            <th scope="col">{t('breakdown.result')}</th>
            <th scope="col">{t('breakdown.why')}</th>
            <th scope="col">{t('breakdown.value')}</th>
            <th scope="col">{t('breakdown.cut')}</th>
          </tr>
        </thead>
        <tbody>
          {b.rounds.map((r) => (
            <tr key={r.round} data-testid="part" data-cut={r.cut ?? ''} data-counted={r.value !== null}>
              <th scope="row">{r.round}</th>
              <td>{r.opponent ?? '–'}</td>
              <td>
                {r.result} ({t(`breakdown.kind.${r.kind}` as 'breakdown.kind.game')})
                {r.voluntarilyUnplayed && <span className="note">, {t('breakdown.voluntary')}</span>}
              </td>
              <td>{why(r, t, locale)}</td>
              <td data-testid="part-value">{r.value === null ? '–' : plain(r.value, locale)}</td>
              <td>
                {r.cut === 'low' ? t('breakdown.cutLow') : r.cut === 'high' ? t('breakdown.cutHigh') : ''}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('breakdown.total_label')}</th>
            <td colSpan={3} data-testid="total-text">
              {totalText(b, t, locale)}
            </td>
            <td
              data-testid="total"
              {...(b.total.kind === 'performance'
                ? { 'data-average': b.total.average, 'data-dp': b.total.dp }
                : {})}
            >
              {formatValue(b.shown, locale)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** The dialog of one value; `onClose` runs when it shuts (Escape, Close). */
export function TieBreakBreakdownDialog({
  id,
  target,
  onClose,
}: {
  id: string;
  target: BreakdownTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const data = useTieBreakBreakdown(id, target.player, { round: target.round });
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);
  const b = data.data?.tieBreaks[target.index];
  const name = data.data?.player.name ?? String(target.player);
  return (
    <dialog
      ref={ref}
      className="breakdown-dialog"
      data-testid="breakdown-dialog"
      aria-labelledby={titleId}
      aria-busy={!b}
      data-player={data.data?.player.id}
      onClose={onClose}
    >
      <h2 id={titleId}>{b ? t('breakdown.title', { code: b.code, name }) : t('breakdown.loading')}</h2>
      <ProblemView error={data.error} />
      {b && <Breakdown b={b} name={name} />}
      <form method="dialog">
        <button type="submit" data-testid="breakdown-close" autoFocus>
          {t('breakdown.close')}
        </button>
      </form>
    </dialog>
  );
}
