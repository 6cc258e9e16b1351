/**
 * The results the arbiter typed that the server has not confirmed yet. Each is sent with its own
 * Idempotency-Key; a result that found no server (the connection is lost) stays on screen as
 * unsent and is sent again with the same key every few seconds and as soon as the live stream is
 * back, so the server stores it once whatever reached it before. A result the server confirmed
 * stays on screen until the round's view shows it: nothing acknowledged disappears.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pathOf, type Board, type GameResult } from '@arbiter/api';
import { ConnectionLost } from '../api/client';
import { recordResult } from '../api/rounds';
import { invalidate } from '../api/cache';
import { useConnection } from '../api/connection';

export type OutboxState = 'sending' | 'unsent' | 'stored';

export interface Outgoing {
  readonly result: GameResult;
  readonly key: string;
  readonly state: OutboxState;
}

const RETRY_MS = 3000;

export function useResultOutbox(
  id: string,
  round: number,
  boards: readonly Board[],
  onStored: (board: number, result: GameResult) => void,
  onRefused: (error: Error) => void,
) {
  const [outbox, setOutbox] = useState<Readonly<Record<number, Outgoing>>>({});
  const current = useRef(outbox);
  current.current = outbox;
  const connection = useConnection();

  const set = useCallback((board: number, next: Outgoing | null) => {
    setOutbox((o) => {
      const copy = { ...o };
      if (next) copy[board] = next;
      else delete copy[board];
      current.current = copy;
      return copy;
    });
  }, []);

  const deliver = useCallback(
    (board: number, out: Outgoing) => {
      set(board, { ...out, state: 'sending' });
      recordResult(id, round, board, out.result, out.key).then(
        () => {
          if (current.current[board]?.key !== out.key) return;
          set(board, { ...out, state: 'stored' });
          invalidate(pathOf('tournament', { id }));
          onStored(board, out.result);
        },
        (error: Error) => {
          if (current.current[board]?.key !== out.key) return;
          if (error instanceof ConnectionLost) set(board, { ...out, state: 'unsent' });
          else {
            set(board, null);
            onRefused(error);
          }
        },
      );
    },
    [id, round, set, onStored, onRefused],
  );

  /** Sends a newly typed result (a new key). */
  const store = useCallback(
    (board: number, result: GameResult) =>
      deliver(board, { result, key: crypto.randomUUID(), state: 'sending' }),
    [deliver],
  );

  // Unsent results go again with their keys: every few seconds, and when the stream is back.
  const unsent = Object.values(outbox).filter((o) => o.state === 'unsent').length;
  useEffect(() => {
    if (unsent === 0) return;
    const resend = () => {
      for (const [board, out] of Object.entries(current.current))
        if (out.state === 'unsent') deliver(Number(board), out);
    };
    if (connection === 'live') resend();
    const timer = setInterval(resend, RETRY_MS);
    return () => clearInterval(timer);
  }, [unsent, connection, deliver]);

  // A confirmed result leaves the outbox once the round's view shows it.
  useEffect(() => {
    for (const b of boards) {
      const out = current.current[b.board];
      if (out?.state === 'stored' && b.result === out.result) set(b.board, null);
    }
  }, [boards, set]);

  return { outbox, store, unsent };
}
