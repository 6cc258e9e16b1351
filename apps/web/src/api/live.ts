/**
 * Live updates: one EventSource per tournament on screen (`/api/tournaments/:id/live`). The
 * server names each SSE event by its type, so the app listens to every type it knows and, on
 * any of them, refreshes the tournament's cached views that are older than the event. The stream
 * opens once the page knows the tournament's version, after that version (`?after=N`): the
 * events the page already shows are not sent again. The browser resumes a dropped stream with
 * Last-Event-ID by itself.
 */
import { useEffect, useRef, useState } from 'react';
import { invalidate } from './cache';
import { tUrl } from './client';

const EVENT_TYPES = [
  'TournamentCreated',
  'PlayerRegistered',
  'PlayerUpdated',
  'PlayerWithdrawn',
  'PlayerReinstated',
  'ByeRequested',
  'PairingProhibited',
  'RoundPaired',
  'PairingOverridden',
  'PairingUndone',
  'PairingEdited',
  'ResultRecorded',
  'ResultCorrected',
  'CorrectionReasoned',
  'RoundClosed',
  'TournamentClosed',
  'TournamentPublished',
  'GameRecordAttached',
  'AccessGranted',
  'AccessRevoked',
];

/**
 * Follows a tournament live from `known`, the version the page has loaded (it waits while that
 * is undefined); answers the version of the last event seen (0 before any).
 */
export function useLive(id: string, known: number | undefined): number {
  const [version, setVersion] = useState(0);
  // The version the stream starts after: the first one known for this tournament (later
  // versions the page loads must not restart the stream).
  const from = useRef<{ id: string; version: number } | null>(null);
  if (known !== undefined && from.current?.id !== id) from.current = { id, version: known };
  const ready = from.current?.id === id;
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !ready || !from.current) return;
    const after = from.current.version;
    const source = new EventSource(tUrl(id, `/live?after=${after}`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = after;
    const onEvent = (e: MessageEvent<string>) => {
      const v = Number(e.lastEventId) || 0;
      if (v <= latest) return;
      latest = v;
      // A burst (the backlog on connect, an import) refreshes once, at the end of the burst.
      clearTimeout(timer);
      timer = setTimeout(() => {
        invalidate(tUrl(id), latest);
        setVersion(latest);
      }, 30);
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent as EventListener);
    source.onmessage = onEvent;
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [id, ready]);
  return version;
}
