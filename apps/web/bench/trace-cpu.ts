/**
 * CPU time of a page's main thread inside a user-timing measure, read from a Chromium trace
 * (categories `devtools.timeline` and `blink.user_timing`): wall time of the measure next to the
 * thread's own CPU time (`tdur`) in that window, so a figure taken on a loaded machine shows how
 * much of it was the page's work and how much was waiting for a core.
 */

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly cat?: string;
  readonly args?: { name?: string };
}

export interface MeasureCpu {
  /** The measure's wall time, ms. */
  readonly wallMs: number;
  /** The main thread's CPU time inside it, ms. */
  readonly cpuMs: number;
}

/** The `index`-th measure called `name` in the trace, with the renderer main thread's CPU time inside it. */
export function measureCpu(traceJson: string, name: string, index = 0): MeasureCpu | null {
  const events = (JSON.parse(traceJson) as { traceEvents: TraceEvent[] }).traceEvents;
  const begins = events.filter((e) => e.name === name && (e.ph === 'b' || e.ph === 'B'));
  const ends = events.filter((e) => e.name === name && (e.ph === 'e' || e.ph === 'E'));
  const begin = begins.sort((a, b) => a.ts - b.ts)[index];
  const end = ends.sort((a, b) => a.ts - b.ts)[index];
  if (!begin || !end) return null;
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === begin.pid,
  );
  if (!main) return null;
  const from = begin.ts;
  const to = end.ts;
  // Top-level complete events of the main thread (tasks); a task partly inside the window counts
  // for the share of its CPU time that its overlap is of its wall time.
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let coveredUntil = -Infinity;
  for (const s of slices) {
    const sEnd = s.ts + s.dur!;
    if (s.ts < coveredUntil) continue; // nested in a task already counted
    coveredUntil = sEnd;
    const overlap = Math.min(sEnd, to) - Math.max(s.ts, from);
    if (overlap <= 0 || !s.dur) continue;
    cpu += ((s.tdur ?? 0) * overlap) / s.dur;
  }
  return { wallMs: (to - from) / 1000, cpuMs: cpu / 1000 };
}
