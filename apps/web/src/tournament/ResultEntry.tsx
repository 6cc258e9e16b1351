/**
 * Result entry made for the arbiter's table: every board has one field; a key stores the result
 * (`1` White wins, `0` Black wins, `=` draw, `+`/`-` a forfeit win for White/Black, `x` a double
 * forfeit: neither played), Enter goes to
 * the next board. A key on a board that already has another result opens its correction: a
 * preview of what it changes (CorrectionPreview.tsx), saved with a reason; Escape cancels it.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recordResult } from '../api/rounds';
import type { Board, GameResult, Pairing } from '@arbiter/api';
import { formatResult } from '../views/format';
import { PairingTable } from '../views/PairingTable';
import { Outcome, useAction } from './common';
import { CorrectionPreview } from './CorrectionPreview';

const KEYS: Readonly<Record<string, GameResult>> = {
  '1': '1-0',
  '0': '0-1',
  '=': '1/2-1/2',
  '+': '+:-',
  '-': '-:+',
  // A double forfeit: neither player came. `x` (crossed out) collides with no other key.
  x: '-:-',
  X: '-:-',
};

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
  const [pending, setPending] = useState<Record<number, GameResult>>({});
  const [correcting, setCorrecting] = useState<{ board: number; result: GameResult } | null>(null);
  const fields = useRef(new Map<number, HTMLInputElement>());
  const round = pairing.round;

  function focusBoard(board: number) {
    fields.current.get(board)?.focus();
  }

  function store(board: Board, result: GameResult) {
    setPending((p) => ({ ...p, [board.board]: result }));
    void action
      .run(
        () => recordResult(id, round, board.board, result),
        t('results.stored', { board: board.board, result: formatResult(result) }),
      )
      .finally(() =>
        setPending((p) => {
          const next = { ...p };
          delete next[board.board];
          return next;
        }),
      );
  }

  function onKey(board: Board, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const next = pairing.boards.find((b) => b.board > board.board);
      if (next) focusBoard(next.board);
      return;
    }
    const result = KEYS[e.key];
    if (!result) return;
    e.preventDefault();
    const current = pending[board.board] ?? board.result;
    if (current === result) return;
    if (current === null) store(board, result);
    else setCorrecting({ board: board.board, result });
  }

  return (
    <div className="entry">
      <p className="help" id={`keys-help-${round}`}>
        {t('results.help')}
      </p>
      <PairingTable
        pairing={pairing}
        caption={caption}
        extra={extra}
        result={(b) => {
          const shown = pending[b.board] ?? b.result;
          return (
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
              readOnly
              onKeyDown={(e) => onKey(b, e)}
            />
          );
        }}
      />
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
      <Outcome action={action} />
    </div>
  );
}
