/**
 * Screenshots of a correction's preview and of a tie-break breakdown, in English and Czech, for
 * the organisers' page "The arbiter's edge" (docs/docs/tournament/arbiters-edge/_correction.md,
 * _breakdown.md and their Czech twins): `npx tsx scripts/screenshots-correction.ts` in apps/web
 * after `npm run build -w @arbiter/web`. Starts the real server (PGlite in a temporary directory,
 * port 0), plays a 12-player Dutch Swiss of three rounds with the fourth paired over the API,
 * then opens in Debian's Chromium the correction of round 1, board 1 to a forfeit (the preview,
 * the later rounds) and the breakdown of the leader's Buchholz cut 1. PNGs at 900 px width.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createTournamentApi, signInApi } from '../e2e/api';
import { startTournamentServer } from '../e2e/server';
import { launch } from '../e2e/harness';
import { DEMO_PLAYERS, REPO_ROOT, screensFolder } from './screens-common';

const root = REPO_ROOT;
const OUT = screensFolder('arbiters-edge');
const PLAYERS = DEMO_PLAYERS;
const CYCLE = ['1-0', '1/2-1/2', '0-1', '1-0', '0-1', '1/2-1/2'];

async function main(): Promise<void> {
  const server = await startTournamentServer();
  const browser = await launch();
  try {
    const base = server.url;
    const session = await signInApi(base);
    const api = (method: string, url: string, body?: unknown) => session.call(method, url, body);
    const id = await createTournamentApi(session, {
      name: 'Autumn Club Swiss',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 5,
      tieBreaks: ['BH/C1', 'BH', 'SB', 'WIN'],
    });
    const T = `/api/tournaments/${id}`;
    const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2210 - i * 29}`)].join('\n');
    await api('POST', `${T}/players/import`, { format: 'csv', text: csv });
    await api('POST', `${T}/publication`, { published: true });
    for (let round = 1; round <= 4; round++) {
      await api('POST', `${T}/rounds`, {});
      if (round === 4) break;
      for (let b = 1; b <= 6; b++)
        await api('PUT', `${T}/rounds/${round}/boards/${b}/result`, {
          result: CYCLE[(round + b) % CYCLE.length],
        });
      await api('POST', `${T}/rounds/${round}/close`);
    }
    for (const lang of ['en', 'cs'] as const) {
      mkdirSync(OUT[lang], { recursive: true });
      const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
      await session.share(context);
      const page = await context.newPage();
      // the correction: round 1, board 1 becomes a forfeit win for White
      await page.goto(`${base}/${lang}/tournaments/${id}/rounds?round=1`);
      await page.locator('[data-testid=entry-1]').focus();
      await page.keyboard.press('+');
      // a forfeit asks first: confirmed, then the correction's preview opens
      await page.waitForSelector('[data-testid=forfeit-confirm]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=correction-preview]');
      await page.keyboard.type(lang === 'en' ? 'The game was never played' : 'Partie se nehrála');
      const preview = page.locator('[data-testid=correction]');
      await preview.screenshot({ path: path.join(OUT[lang], 'correction-preview.png') });
      await page
        .locator('li[data-testid=later-2]')
        .screenshot({ path: path.join(OUT[lang], 'correction-later.png') });
      await page.keyboard.press('Escape');
      // the breakdown of the leader's first tie-break, opened from the public standings
      await page.goto(`${base}/${lang}/public/${id}/standings`);
      await page.locator('[data-testid=standings] button.tb-value').first().click();
      await page.waitForSelector('[data-testid=breakdown-dialog][open] [data-testid=breakdown]');
      await page
        .locator('[data-testid=breakdown-dialog]')
        .screenshot({ path: path.join(OUT[lang], 'breakdown-dialog.png') });
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid=breakdown-dialog]', { state: 'detached' });
      await page.locator('[data-testid=standings] button.tb-value').first().focus();
      await page
        .locator('[data-testid=standings]')
        .screenshot({ path: path.join(OUT[lang], 'breakdown-standings.png') });
      await context.close();
      console.log(`screenshots: ${lang} -> ${path.relative(root, OUT[lang])}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
