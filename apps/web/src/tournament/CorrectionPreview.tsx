/**
 * A correction shown before it is saved (issue 23, part 2): what correcting a board's result
 * changes in the standings (rank, points and every tie-break value, old and new), and, for each
 * later round already paired, the boards the engine would pair otherwise on the corrected
 * history (FIDE C.04.2: the pairings made stay; the arbiter sees what the engine would have done).
 * The arbiter then saves it with the reason typed here, or cancels (Escape). The numbers come
 * from the server's preview (`GET .../correction-preview`); nothing is stored until Save.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tieBreakName } from '@arbiter/tournament';
import { correctResult, correctionPreview } from '../api/rounds';
import type { GameResult } from '@arbiter/api';
import type { CorrectionPreview as Preview } from '@arbiter/api';
import { formatPoints, formatResult, formatValue } from '../views/format';
import { ProblemView, type Action } from './common';

export interface Correcting {
  readonly round: number;
  readonly board: number;
  readonly result: GameResult;
}

function LaterRounds({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const name = (id: number | null | undefined) =>
    id == null ? t('correction.none') : `${id} ${preview.names[String(id)] ?? ''}`.trim();
  if (preview.laterRounds.length === 0) return <p data-testid="later-none">{t('correction.laterNone')}</p>;
  return (
    <ul className="later-rounds">
      {preview.laterRounds.map((r) => {
        const differing = r.boards.filter((b) => !b.same);
        return (
          <li key={r.round} data-testid={`later-${r.round}`} data-same={r.same}>
            <p>
              {r.unpairable
                ? t('correction.laterUnpairable', { round: r.round })
                : r.same
                  ? t('correction.laterSame', { round: r.round })
                  : t('correction.laterDiffers', { round: r.round, count: differing.length })}
            </p>
            {r.sameBefore === false && <p className="note">{t('correction.laterWasDifferent')}</p>}
            {!r.pab.same && (
              <p>{t('correction.laterPab', { before: name(r.pab.before), after: name(r.pab.after) })}</p>
            )}
            {r.criterion && r.rule && (
              <p>{t('correction.laterCriterion', { criterion: r.criterion, rule: r.rule })}</p>
            )}
            {differing.length > 0 && (
              <table className="later-boards">
                <caption className="sr-only">
                  {t('correction.laterDiffers', { round: r.round, count: differing.length })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('correction.board')}</th>
                    <th scope="col">{t('correction.stored')}</th>
                    <th scope="col">{t('correction.engine')}</th>
                  </tr>
                </thead>
                <tbody>
                  {differing.map((b) => (
                    <tr key={b.board} data-testid="later-board">
                      <th scope="row">{b.board}</th>
                      <td>
                        {b.stored
                          ? `${name(b.stored.white)} – ${name(b.stored.black)}`
                          : t('correction.none')}
                      </td>
                      <td>
                        {b.engine
                          ? `${name(b.engine.white)} – ${name(b.engine.black)}`
                          : t('correction.none')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Changes({ preview, closed }: { preview: Preview; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const arrow = (before: string, after: string) => t('correction.arrow', { before, after });
  const moved = preview.standings.filter(
    (s) => s.rank.before !== s.rank.after || s.points.before !== s.points.after,
  );
  const values = preview.standings.flatMap((s) => s.tieBreaks.map((tb) => ({ player: s.player, ...tb })));
  const number = (v: string) => formatValue(v, locale);
  return (
    <>
      {!closed && <p className="note">{t('correction.openRound', { round: preview.round })}</p>}
      <h4>{t('correction.standings')}</h4>
      {moved.length === 0 ? (
        <p data-testid="standings-none">{t('correction.standingsNone')}</p>
      ) : (
        <table data-testid="preview-standings">
          <thead>
            <tr>
              <th scope="col">{t('correction.player')}</th>
              <th scope="col">{t('correction.rank')}</th>
              <th scope="col">{t('correction.points')}</th>
            </tr>
          </thead>
          <tbody>
            {moved.map((s) => (
              <tr key={s.player.id} data-player={s.player.id}>
                <th scope="row">
                  {s.player.id} {s.player.name}
                </th>
                <td>{arrow(String(s.rank.before), String(s.rank.after))}</td>
                <td>{arrow(formatPoints(s.points.before, locale), formatPoints(s.points.after, locale))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('correction.tieBreaks')}</h4>
      {values.length === 0 ? (
        <p data-testid="tiebreaks-none">{t('correction.tieBreaksNone')}</p>
      ) : (
        <table data-testid="preview-tiebreaks">
          <thead>
            <tr>
              <th scope="col">{t('correction.player')}</th>
              <th scope="col">{t('correction.code')}</th>
              <th scope="col">{t('correction.before')}</th>
              <th scope="col">{t('correction.after')}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={`${v.player.id}-${v.code}`} data-player={v.player.id} data-code={v.code}>
                <th scope="row">
                  {v.player.id} {v.player.name}
                </th>
                <td>
                  <abbr title={tieBreakName(v.code, locale)}>{v.code}</abbr>
                </td>
                <td data-testid="before">{number(v.shown.before)}</td>
                <td data-testid="after">{number(v.shown.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The preview of one correction, with its reason, Save and Cancel. */
export function CorrectionPreview({
  id,
  correcting,
  closed,
  action,
  onDone,
}: {
  id: string;
  correcting: Correcting;
  /** Whether the round is closed (an open round's results do not count in the standings yet). */
  closed: boolean;
  action: Action;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { round, board, result } = correcting;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setPreview(null);
    setError(null);
    correctionPreview(id, round, board, result, controller.signal).then(setPreview, (e: Error) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [id, round, board, result]);

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '');
    void action
      .run(
        () => correctResult(id, round, board, result, reason),
        t('results.corrected', { board, result: formatResult(result) }),
      )
      .then((ok) => {
        if (ok !== undefined) onDone();
      });
  }

  return (
    <form
      className="panel correction"
      data-testid="correction"
      aria-labelledby={headingId}
      aria-busy={preview === null && error === null}
      onSubmit={save}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
    >
      <h3 id={headingId}>
        {t('correction.title', {
          round,
          board,
          before: preview ? formatResult(preview.result.before) : '…',
          after: formatResult(result),
        })}
      </h3>
      <p className="note">{t('correction.rule')}</p>
      <ProblemView error={error} />
      {!preview && !error && <p role="status">{t('correction.loading')}</p>}
      {preview && (
        <div data-testid="correction-preview">
          <Changes preview={preview} closed={closed} />
          <h4>{t('correction.later')}</h4>
          <LaterRounds preview={preview} />
        </div>
      )}
      {preview && (
        <>
          <label>
            {t('correction.reason')}
            {/* asked once the preview is there: it is what the arbiter confirms */}
            <input name="reason" required maxLength={500} pattern=".*\S.*" autoFocus />
          </label>
          <button type="submit" data-testid="save-correction" disabled={action.busy}>
            {t('correction.save')}
          </button>
        </>
      )}
      <button type="button" onClick={onDone}>
        {t('correction.cancel')}
      </button>
    </form>
  );
}
