/**
 * Live updates: one EventSource per tournament on screen (`/api/tournaments/:id/live`). The
 * server names each SSE event by its type, so the app listens to every type the contract names and, on
 * any of them, refreshes the tournament's cached views that are older than the event. The stream
 * opens once the page knows the tournament's version, after that version (`?after=N`): the
 * events the page already shows are not sent again. The browser resumes a dropped stream with
 * Last-Event-ID by itself (a stream it gave up on is opened again after the last event seen); the
 * stream's state is the page's connection state (`connection.ts`).
 */
import { useEffect, useRef, useState } from 'react';
import { pathOf } from '@arbiter/api';
import liveEventTypes from '../generated/live-events.json';
import { invalidate } from './cache';
import { setConnection } from './connection';

/**
 * The event types the app listens to: `@arbiter/api`'s `LIVE_EVENT_TYPES`, derived from the
 * tournament's and the server's event schemas, written to `generated/live-events.json` before
 * every build (scripts/build-data.ts), so a new event type refreshes the screens without editing
 * the app, and the public pages carry the list without the schemas.
 */
export const EVENT_TYPES: readonly string[] = liveEventTypes;

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
    let latest = from.current.version;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;
    let dropped = false;
    const onEvent = (e: MessageEvent<string>) => {
      const v = Number(e.lastEventId) || 0;
      if (v <= latest) return;
      latest = v;
      // A burst (the backlog on connect, an import) refreshes once, at the end of the burst.
      clearTimeout(timer);
      timer = setTimeout(() => {
        invalidate(pathOf('tournament', { id }), latest);
        setVersion(latest);
      }, 30);
    };
    const connect = () => {
      const s = new EventSource(pathOf('live', { id }, { after: latest }));
      source = s;
      for (const type of EVENT_TYPES) s.addEventListener(type, onEvent as EventListener);
      s.onmessage = onEvent;
      s.onopen = () => {
        setConnection('live');
        // Back after an outage: what failed to load while the server was away loads again.
        if (dropped) invalidate(pathOf('tournament', { id }));
        dropped = false;
      };
      s.onerror = () => {
        dropped = true;
        setConnection('lost');
        // The browser retries a dropped stream by itself; one it gave up on is opened again here.
        if (s.readyState === EventSource.CLOSED) {
          s.close();
          retry = setTimeout(connect, 2000);
        }
      };
    };
    connect();
    return () => {
      clearTimeout(timer);
      clearTimeout(retry);
      source?.close();
      setConnection('connecting');
    };
  }, [id, ready]);
  return version;
}
