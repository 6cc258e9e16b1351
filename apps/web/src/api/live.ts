/**
 * Live updates: one EventSource per tournament on screen (`/api/tournaments/:id/live`). The
 * server names each SSE event by its type, so the app listens to every type it knows and, on
 * any of them, refreshes the tournament's cached views. The browser resumes a dropped stream
 * with Last-Event-ID by itself.
 */
import { useEffect, useState } from 'react';
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

/** Follows a tournament live; answers the version of the last event seen (0 before any). */
export function useLive(id: string): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(tUrl(id, '/live'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const onEvent = (e: MessageEvent<string>) => {
      const v = Number(e.lastEventId) || 0;
      if (v <= latest) return;
      latest = v;
      // A burst (the backlog on connect, an import) refreshes once, at the end of the burst.
      clearTimeout(timer);
      timer = setTimeout(() => {
        invalidate(tUrl(id));
        setVersion(latest);
      }, 30);
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent as EventListener);
    source.onmessage = onEvent;
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [id]);
  return version;
}
