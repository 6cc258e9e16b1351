/**
 * The rotation of the hall screen's pages: the next page every `seconds`, a pause, and the
 * previous and next page by hand (which restarts the page's time). A timer per page, not an
 * interval: a page turned by hand gets its full time, and a paused screen holds no timer.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Rotation {
  /** The page on screen, from 0 (always below `count`, 0 when there is none). */
  readonly page: number;
  readonly paused: boolean;
  togglePause(): void;
  next(): void;
  previous(): void;
}

export function useRotation(count: number, seconds: number, resetKey: unknown): Rotation {
  const [state, setState] = useState({ page: 0, key: resetKey });
  const [paused, setPaused] = useState(false);
  // A new round (resetKey) starts again from its first page.
  const page = state.key === resetKey && count > 0 ? state.page % count : 0;
  const go = useCallback(
    (step: number) =>
      setState((s) => {
        const from = s.key === resetKey && count > 0 ? s.page % count : 0;
        return { page: count > 0 ? (from + step + count) % count : 0, key: resetKey };
      }),
    [count, resetKey],
  );
  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setTimeout(() => go(1), seconds * 1000);
    return () => clearTimeout(timer);
  }, [paused, count, seconds, page, go]);
  return {
    page,
    paused,
    togglePause: () => setPaused((p) => !p),
    next: () => go(1),
    previous: () => go(-1),
  };
}
