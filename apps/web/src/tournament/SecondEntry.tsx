/**
 * The second, blind entry of a round (as Vega and Sharly-Chess offer): the arbiter types every
 * board's result again from the score sheets without seeing the first entry; the boards whose two
 * entries differ are listed. Nothing is sent to the server: a difference is put right with the
 * ordinary correction, so no result is ever stored twice.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, GameResult, Pairing } from '@arbiter/api';
import { formatResult } from '../views/format';
import { PairingTable } from '../views/PairingTable';
import { KeyLegend, readKey } from './KeyLegend';

/** The boards whose second entry differs from the first (typed boards only). */
export function mismatches(
  boards: readonly Board[],
  first: (b: Board) => GameResult | null,
  second: Readonly<Record<number, GameResult>>,
): { board: number; first: GameResult | null; second: GameResult }[] {
  return boards
    .filter((b) => second[b.board] !== undefined && second[b.board] !== first(b))
    .map((b) => ({ board: b.board, first: first(b), second: second[b.board] }));
}

export function SecondEntry({
  pairing,
  caption,
  first,
  onEnd,
}: {
  pairing: Pairing;
  caption: string;
  first: (b: Board) => GameResult | null;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const [second, setSecond] = useState<Record<number, GameResult>>({});
  const fields = useRef(new Map<number, HTMLInputElement>());
  const round = pairing.round;
  useEffect(() => fields.current.get(pairing.boards[0]?.board ?? 1)?.focus(), []);

  function onKey(board: Board, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const next = pairing.boards.find((b) => b.board > board.board);
      if (next) fields.current.get(next.board)?.focus();
      return;
    }
    const meaning = readKey(e);
    if (!meaning) return;
    e.preventDefault();
    // nothing is stored here, so a forfeit needs no confirmation: the comparison shows it
    setSecond((s) => ({ ...s, [board.board]: meaning.result }));
  }

  const typed = Object.keys(second).length;
  const differ = mismatches(pairing.boards, first, second);
  const all = typed === pairing.boards.length;
  return (
    <div className="entry second-entry" data-testid="second-entry">
      <h4>{t('entry.verifyTitle', { round })}</h4>
      <p className="help">{t('entry.verifyHelp')}</p>
      <KeyLegend id={`second-help-${round}`} />
      <PairingTable
        pairing={pairing}
        caption={`${caption}: ${t('entry.verifyTitle', { round })}`}
        result={(b) => (
          <input
            ref={(el) => {
              if (el) fields.current.set(b.board, el);
              else fields.current.delete(b.board);
            }}
            className="result-key"
            data-testid={`second-${b.board}`}
            aria-label={t('entry.verifyField', { board: b.board, white: b.white.name, black: b.black.name })}
            aria-describedby={`second-help-${round}`}
            value={formatResult(second[b.board] ?? null)}
            data-result={second[b.board] ?? ''}
            readOnly
            onKeyDown={(e) => onKey(b, e)}
          />
        )}
      />
      <p role="status" data-testid="second-progress">
        {all && differ.length === 0
          ? t('entry.verifyAllMatch', { count: typed })
          : t('entry.verifyProgress', { typed, boards: pairing.boards.length })}
      </p>
      {differ.length > 0 && (
        <section aria-labelledby="mismatch-h" data-testid="mismatches">
          <h4 id="mismatch-h">{t('entry.verifyMismatches')}</h4>
          <ul>
            {differ.map((d) => (
              <li key={d.board} data-testid={`mismatch-${d.board}`}>
                {t('entry.verifyMismatch', {
                  board: d.board,
                  first: d.first ? formatResult(d.first) : t('entry.verifyNoFirst'),
                  second: formatResult(d.second),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <button type="button" data-testid="verify-end" onClick={onEnd}>
          {t('entry.verifyEnd')}
        </button>
      </p>
    </div>
  );
}
