/**
 * The standings of 1,200 players rendered in Debian's Chromium (target: at most 200 ms).
 *
 * Starts the real server (PGlite in a temporary directory, port 0), creates a Dutch Swiss with
 * four tie-breaks and imports the players over the API, then loads the standings page again and
 * again and reads the page's own measure `standings-render` (from the start of the table's render
 * to the whole table in the DOM and laid out). Prints the median and the maximum of the wall times,
 * the main thread's CPU time inside the measure (from a Chromium trace, on extra loads), and the
 * load average. The organiser's Czech page and the public English page are measured.
 *
 * Run: `npm run bench:standings -w @arbiter/web -- [--runs 9] [--players 1200] [--busy 0]`
 * (`--busy N` runs N busy-looping processes beside it, as another CI job would; the app must be
 * built first: `npm run build -w @arbiter/web`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { createTournamentApi, signInApi, type Session } from '../e2e/api';
import { launch } from '../e2e/harness';
import { startTournamentServer } from '../e2e/server';
import { measureCpu } from './trace-cpu';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 9);
const players = arg('players', 1200);
const busy = arg('busy', 0);
const TRACED = 5;

/** Imports `count` players in lists of at most 600 (the store takes at most 1,000 events per append). */
async function importPlayers(session: Session, id: string, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 600) {
    const size = Math.min(600, count - from + 1);
    const lines = Array.from(
      { length: size },
      (_, i) => `Hráč ${String(from + i).padStart(4, '0')},${2601 - ((from + i) % 1500)}`,
    );
    await session.call('POST', `/api/tournaments/${id}/players/import`, {
      format: 'csv',
      text: ['name,rating', ...lines].join('\n'),
    });
  }
}

interface Figures {
  /** Until the first frame after the commit was rendered. */
  readonly wall: number[];
  /** Until the table was committed and laid out. */
  readonly layout: number[];
  /** Most renders of the table seen in one load. */
  readonly renders: number;
  /** Traced loads: the measure's wall and CPU time, and the CPU time until the commit was laid out. */
  readonly cpu: { wallMs: number; cpuMs: number; commitCpuMs: number }[];
}

/** Loads `url` `runs` times (then `TRACED` more with a trace) and reads the render measure. */
async function measure(browser: Browser, session: Session | null, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (session) await session.share(context);
  const page = await context.newPage();
  const load = async () => {
    await page.goto(url);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=standings] tbody tr').length === n,
      players,
      { timeout: 120_000 },
    );
    // The first render of the table after the page loaded (a live update may render it again later).
    await page.waitForFunction(() => performance.getEntriesByName('standings-render').length > 0);
    return page.evaluate(() => ({
      frame: performance.getEntriesByName('standings-render')[0].duration,
      layout: performance.getEntriesByName('standings-render:layout')[0].duration,
      renders: performance.getEntriesByName('standings-render:layout').length,
    }));
  };
  try {
    await load(); // a first load warms the server's cache and the HTTP cache of the scripts
    const wall: number[] = [];
    const layout: number[] = [];
    let renders = 0;
    for (let i = 0; i < runs; i++) {
      const m = await load();
      wall.push(m.frame);
      layout.push(m.layout);
      renders = Math.max(renders, m.renders);
    }
    const cpu: Figures['cpu'] = [];
    for (let i = 0; i < TRACED; i++) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
      await load();
      const trace = (await browser.stopTracing()).toString('utf8');
      const whole = measureCpu(trace, 'standings-render', 0);
      const commit = measureCpu(trace, 'standings-render:layout', 0);
      if (whole && commit) cpu.push({ ...whole, commitCpuMs: commit.cpuMs });
    }
    return { wall, layout, renders, cpu };
  } finally {
    await context.close();
  }
}

/** N processes that keep a core busy until stopped by their PID. */
function busyLoops(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => x.toFixed(1);

function report(label: string, f: Figures): void {
  console.log(
    `${label}: median ${ms(median(f.wall))} ms, max ${ms(Math.max(...f.wall))} ms over ${f.wall.length} loads (${f.wall.map(ms).join(', ')})`,
  );
  console.log(
    `  committed and laid out (before that frame): median ${ms(median(f.layout))} ms, max ${ms(Math.max(...f.layout))} ms; renders of the table per load: ${f.renders}`,
  );
  if (f.cpu.length)
    console.log(
      `  ${f.cpu.length} traced loads: wall ${f.cpu.map((c) => ms(c.wallMs)).join(', ')} ms; main-thread CPU inside the measure: median ${ms(median(f.cpu.map((c) => c.cpuMs)))} ms (${f.cpu.map((c) => ms(c.cpuMs)).join(', ')}), of which until the commit was laid out: median ${ms(median(f.cpu.map((c) => c.commitCpuMs)))} ms`,
    );
}

const server = await startTournamentServer();
const loops: ChildProcess[] = [];
let browser: Browser | undefined;
try {
  const session = await signInApi(server.url);
  const id = await createTournamentApi(session, {
    name: 'Bench open',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 9,
    tieBreaks: ['BH/C1', 'BH', 'SB', 'ARO'],
  });
  await importPlayers(session, id, players);
  await session.call('POST', `/api/tournaments/${id}/publication`, { published: true });
  browser = await launch();
  loops.push(...busyLoops(busy));
  const before = os.loadavg();
  const cpu0 = process.cpuUsage();
  const organiser = await measure(browser, session, `${server.url}/cs/tournaments/${id}/standings`);
  const pub = await measure(browser, null, `${server.url}/en/public/${id}/standings`);
  const used = process.cpuUsage(cpu0);
  const after = os.loadavg();
  console.log(
    `standings of ${players} players in Chromium (${os.cpus().length} cores, ${busy} busy loops beside; load average ${before[0].toFixed(1)} before, ${after[0].toFixed(1)} after; this process ${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
  );
  report('organiser, Czech', organiser);
  report('public, English', pub);
} finally {
  for (const loop of loops) if (loop.pid && loop.exitCode === null) process.kill(loop.pid, 'SIGTERM');
  await browser?.close();
  await server.stop();
}
