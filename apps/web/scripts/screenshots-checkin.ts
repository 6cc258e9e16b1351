/**
 * Screenshots of check-in (rulings ARB CI1, ARB CI2) in English and Czech for the organisers' page
 * (docs/docs/tournament/arbiters-edge/_check-in.md and its Czech twin):
 * `npx tsx scripts/screenshots-checkin.ts` in apps/web after `npm run build -w @arbiter/web`.
 * Starts the real server (PGlite in a temporary directory, port 0), prepares an 8-player Swiss
 * whose absent players get a zero-point bye, checks five players in at the desk and one with the
 * tournament's code, then photographs the arbiter's list, the phone page and the rounds page
 * before pairing in Debian's Chromium. PNGs `check-in-*.png`, written beside the partials.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createTournamentApi, signInApi } from '../e2e/api';
import { startTournamentServer } from '../e2e/server';
import { launch } from '../e2e/harness';
import { DEMO_PLAYERS, REPO_ROOT, screensFolder } from './screens-common';

const root = REPO_ROOT;
const OUT = screensFolder('arbiters-edge');
const PLAYERS = DEMO_PLAYERS.slice(0, 8);

async function main(): Promise<void> {
  const server = await startTournamentServer();
  const browser = await launch();
  try {
    const base = server.url;
    const session = await signInApi(base);
    const api = (method: string, url: string, body?: unknown) => session.call(method, url, body);
    const id = await createTournamentApi(session, {
      name: 'Spring Rapid Open',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 5,
      tieBreaks: ['BH/C1', 'BH', 'SB'],
      checkIn: 'zero-bye',
    });
    const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2150 - i * 31}`)].join('\n');
    await api('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
    const issued = (await (await api('POST', `/api/tournaments/${id}/check-in/code`)).json()) as {
      events: { data: { code: string } }[];
    };
    const code = issued.events[0].data.code;
    for (const p of [1, 2, 3, 4, 5]) await api('PUT', `/api/tournaments/${id}/rounds/1/check-in/${p}`);
    const phoneCheckIn = await fetch(`${base}/api/tournaments/${id}/check-in/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-check-in-code': code },
      body: JSON.stringify({ player: 6 }),
    });
    if (!phoneCheckIn.ok) throw new Error(`check-in with the code: ${phoneCheckIn.status}`);
    for (const lang of ['en', 'cs'] as const) {
      mkdirSync(OUT[lang], { recursive: true });
      const context = await browser.newContext({ viewport: { width: 900, height: 720 } });
      await session.share(context);
      const page = await context.newPage();
      await page.goto(`${base}/${lang}/tournaments/${id}/check-in`);
      await page.waitForSelector('[data-testid=toggle-6][aria-pressed=true]');
      await page.screenshot({ path: path.join(OUT[lang], 'check-in-list.png'), fullPage: true });
      await page.goto(`${base}/${lang}/tournaments/${id}/rounds`);
      await page.waitForSelector('[data-testid=absent-list] li');
      await page
        .locator('[data-testid=absentees]')
        .screenshot({ path: path.join(OUT[lang], 'check-in-preview.png') });
      await context.close();
      // a player's phone, opened from the link with the code
      const phone = await browser.newContext({ viewport: { width: 360, height: 640 } });
      const p = await phone.newPage();
      await p.goto(`${base}/${lang}/check-in/${id}?code=${code}`);
      await p.waitForSelector('[data-testid=name-select] option[value="7"]', { state: 'attached' });
      await p.locator('[data-testid=name-select]').selectOption('7');
      await p.screenshot({ path: path.join(OUT[lang], 'check-in-phone.png') });
      await phone.close();
      console.log(`screenshots: ${lang} -> ${path.relative(root, OUT[lang])}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
