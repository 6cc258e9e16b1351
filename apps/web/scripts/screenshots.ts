/**
 * Screenshots of the main screens in English and Czech for the docs page about the app
 * (docs/docs/tournament/web-app.md and its Czech twin): `npm run screenshots -w @arbiter/web`
 * after `npm run build -w @arbiter/web`. Starts the real server (PGlite in a temporary
 * directory, port 0), prepares a 12-player Swiss with three rounds paired over the API, then
 * photographs each screen in Debian's Chromium. PNGs at 900 px width, written next to each page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createTournamentApi, signInApi } from '../e2e/api';
import { startTournamentServer } from '../e2e/server';
import { launch } from '../e2e/harness';
import { DEMO_PLAYERS, REPO_ROOT, screensFolder } from './screens-common';

const root = REPO_ROOT;
const OUT = screensFolder('web-app-screens');
const PLAYERS = DEMO_PLAYERS;

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
      tieBreaks: ['BH/C1', 'BH', 'SB'],
    });
    const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2210 - i * 29}`)].join('\n');
    await api('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
    await api('POST', `/api/tournaments/${id}/publication`, { published: true });
    const cycle = ['1-0', '1/2-1/2', '0-1', '1-0', '0-1', '1/2-1/2'];
    for (let round = 1; round <= 3; round++) {
      await api('POST', `/api/tournaments/${id}/rounds`, {});
      const boards = round === 3 ? 3 : 6;
      for (let b = 1; b <= boards; b++)
        await api('PUT', `/api/tournaments/${id}/rounds/${round}/boards/${b}/result`, {
          result: cycle[(round + b) % cycle.length],
        });
      if (round < 3) await api('POST', `/api/tournaments/${id}/rounds/${round}/close`);
    }
    for (const lang of ['en', 'cs'] as const) {
      mkdirSync(OUT[lang], { recursive: true });
      const context = await browser.newContext({ viewport: { width: 900, height: 620 } });
      await session.share(context);
      const page = await context.newPage();
      const shots: [string, string, string][] = [
        ['list', `/${lang}/tournaments`, '[data-testid=tournaments] tbody tr'],
        ['create', `/${lang}/tournaments/new`, 'select[name=pairingSystem] option'],
        ['players', `/${lang}/tournaments/${id}/players`, '[data-testid=players] tbody tr'],
        ['rounds', `/${lang}/tournaments/${id}/rounds`, '[data-testid=entry-4]'],
        ['standings', `/${lang}/tournaments/${id}/standings`, '[data-testid=standings] tbody tr'],
        ['crosstable', `/${lang}/tournaments/${id}/crosstable`, '[data-testid=crosstable] tbody tr'],
      ];
      for (const [shot, url, ready] of shots) {
        await page.goto(`${base}${url}`);
        await page.waitForSelector(ready, { state: 'attached' });
        if (shot === 'rounds') await page.locator('[data-testid=entry-4]').focus();
        await page.screenshot({ path: path.join(OUT[lang], `${shot}.png`) });
      }
      await context.close();
      // The public pairings on a phone.
      const phone = await browser.newContext({ viewport: { width: 360, height: 640 } });
      const pub = await phone.newPage();
      await pub.goto(`${base}/${lang}/public/${id}`);
      await pub.waitForSelector('[data-testid=pairing-3] tbody tr');
      await pub.screenshot({ path: path.join(OUT[lang], 'public-phone.png') });
      await phone.close();
      console.log(`screenshots: ${lang} -> ${path.relative(root, OUT[lang])}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
