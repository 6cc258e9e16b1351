/**
 * Result entry made for the arbiter's table: every board has one field; a key stores the result,
 * read from the physical key (result-keys.ts: the key labelled 1 is White's win on every layout,
 * the Czech one included), Enter goes to the next board. A forfeit or a double forfeit asks for a
 * confirmation first. The legend names the keys of the keyboard in use. The first board without a
 * result has the focus when an open round is shown.
 *
 * A result typed while the server cannot be reached stays on screen as unsent and is sent again
 * with the same Idempotency-Key when the connection is back (result-outbox.ts).
 *
 * A key on a board that already has another result opens its correction: a preview of what it
 * changes (CorrectionPreview.tsx), saved with a reason; Escape cancels it. The second, blind
 * entry (SecondEntry.tsx) types the round again without showing the first and lists the boards
 * that differ; it stores nothing.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, GameResult, Pairing } from '@arbiter/api';
import { formatResult } from '../views/format';
import { PairingTable } from '../views/PairingTable';
import { ProblemView, Status, useAction } from './common';
import { CorrectionPreview } from './CorrectionPreview';
import { KeyLegend, readKey } from './KeyLegend';
import { MEANING } from './result-keys';
import { useResultOutbox } from './result-outbox';
import { SecondEntry } from './SecondEntry';

function ForfeitConfirm({
  board,
  result,
  onConfirm,
  onCancel,
}: {
  board: number;
  result: GameResult;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="forfeit-title"
      aria-describedby="forfeit-help"
      className="panel forfeit-confirm"
      data-testid="forfeit-confirm"
      data-result={result}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <p id="forfeit-title">
        <strong>
          {t('entry.confirmTitle', {
            board,
            meaning: t(`entry.means.${MEANING[result]}`),
            result: formatResult(result),
          })}
        </strong>
      </p>
      <p id="forfeit-help" className="help">
        {t('entry.confirmHelp')}
      </p>
      <div className="row">
        <button type="button" ref={button} data-testid="forfeit-yes" onClick={onConfirm}>
          {t('entry.confirm')}
        </button>
        <button type="button" data-testid="forfeit-no" onClick={onCancel}>
          {t('entry.cancel')}
        </button>
      </div>
    </div>
  );
}

export function ResultEntry({
  id,
  pairing,
  caption,
  extra,
}: {
  id: string;
  pairing: Pairing;
  caption: string;
  extra?: (board: Board) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const action = useAction(id);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<Error | null>(null);
  const [correcting, setCorrecting] = useState<{ board: number; result: GameResult } | null>(null);
  const [confirming, setConfirming] = useState<{ board: number; result: GameResult } | null>(null);
  const [checking, setChecking] = useState(false);
  const fields = useRef(new Map<number, HTMLInputElement>());
  const round = pairing.round;
  const onStored = useCallback(
    (board: number, result: GameResult) => {
      setRefused(null);
      setDone(t('results.stored', { board, result: formatResult(result) }));
    },
    [t],
  );
  const { outbox, store, unsent } = useResultOutbox(id, round, pairing.boards, onStored, setRefused);

  function focusBoard(board: number) {
    fields.current.get(board)?.focus();
  }

  // An open round, when shown, puts the focus on its first board without a result.
  useEffect(() => {
    if (pairing.closed) return;
    const first = pairing.boards.find((b) => b.result === null) ?? pairing.boards[0];
    if (first) fields.current.get(first.board)?.focus();
    // only when another round is shown, not on every refresh of this one
  }, [id, round]);

  function apply(board: number, result: GameResult) {
    const b = pairing.boards.find((x) => x.board === board);
    const current = outbox[board]?.result ?? b?.result ?? null;
    if (current === result) return;
    if (current === null) {
      setDone(null);
      store(board, result);
    } else setCorrecting({ board, result });
  }

  function onKey(board: Board, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const next = pairing.boards.find((b) => b.board > board.board);
      if (next) focusBoard(next.board);
      return;
    }
    const meaning = readKey(e);
    if (!meaning) return;
    e.preventDefault();
    const current = outbox[board.board]?.result ?? board.result;
    if (current === meaning.result) return;
    if (meaning.confirm) setConfirming({ board: board.board, result: meaning.result });
    else apply(board.board, meaning.result);
  }

  if (checking)
    return (
      <SecondEntry
        pairing={pairing}
        caption={caption}
        first={(b) => outbox[b.board]?.result ?? b.result}
        onEnd={() => setChecking(false)}
      />
    );

  const withResult = pairing.boards.filter((b) => (outbox[b.board]?.result ?? b.result) !== null).length;
  return (
    <div className="entry">
      <KeyLegend id={`keys-help-${round}`} />
      {withResult > 0 && (
        <p className="no-print">
          <button type="button" data-testid="verify" onClick={() => setChecking(true)}>
            {t('entry.verify')}
          </button>
        </p>
      )}
      {unsent > 0 && (
        <p role="status" className="unsent-note" data-testid="unsent-count">
          {t('entry.unsentCount', { count: unsent })}
        </p>
      )}
      <PairingTable
        pairing={pairing}
        caption={caption}
        extra={extra}
        result={(b) => {
          const out = outbox[b.board];
          const shown = out?.result ?? b.result;
          return (
            <>
              <input
                ref={(el) => {
                  if (el) fields.current.set(b.board, el);
                  else fields.current.delete(b.board);
                }}
                className="result-key"
                data-testid={`entry-${b.board}`}
                aria-label={t('results.field', { board: b.board, white: b.white.name, black: b.black.name })}
                aria-describedby={`keys-help-${round}`}
                value={formatResult(shown)}
                data-result={shown ?? ''}
                data-state={out?.state ?? ''}
                readOnly
                onKeyDown={(e) => onKey(b, e)}
              />
              {out && out.state !== 'stored' && (
                <span className="unsent" data-testid={`unsent-${b.board}`}>
                  {out.state === 'unsent' ? t('entry.unsent') : t('results.saving')}
                </span>
              )}
            </>
          );
        }}
      />
      {confirming && (
        <ForfeitConfirm
          board={confirming.board}
          result={confirming.result}
          onConfirm={() => {
            const { board, result } = confirming;
            setConfirming(null);
            apply(board, result);
            focusBoard(board);
          }}
          onCancel={() => {
            const board = confirming.board;
            setConfirming(null);
            focusBoard(board);
          }}
        />
      )}
      {correcting && (
        <CorrectionPreview
          id={id}
          correcting={{ round, ...correcting }}
          closed={pairing.closed}
          action={action}
          onDone={() => {
            const board = correcting.board;
            setCorrecting(null);
            focusBoard(board);
          }}
        />
      )}
      <ProblemView error={refused ?? action.error} />
      {(action.done ?? done) && <Status>{action.done ?? done}</Status>}
    </div>
  );
}
