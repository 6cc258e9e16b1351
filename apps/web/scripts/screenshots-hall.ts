/**
 * Screenshots of the hall screen in English and Czech for the organisers' page (the hall section
 * of docs/docs/tournament/arbiters-edge.mdx and its Czech twin): `npm run screenshots:hall -w @arbiter/web`
 * after `npm run build -w @arbiter/web`. Starts the real server (PGlite in a temporary
 * directory, port 0), prepares the e2e test's 25-player Swiss with some results of round 1 over the
 * API, and photographs the screen paused on the pairing by board and on the A-Z list, 16:9.
 * PNGs `hall-*.png` beside the section's partials.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signInApi } from '../e2e/api';
import { prepareHallTournament } from '../e2e/hall-screen';
import { launch } from '../e2e/harness';
import { REPO_ROOT, screensFolder } from './screens-common';
import { startTournamentServer } from '../e2e/server';

const root = REPO_ROOT;
const OUT = screensFolder('arbiters-edge');
const RESULTS = ['1-0', '1/2-1/2', '0-1', '1-0', '0-1', '1/2-1/2', '1-0'];

/** Waits until the screen shows page `n` of its round. */
function onPage(page: Page, n: number): Promise<unknown> {
  return page.waitForFunction(
    (n) => document.querySelector<HTMLElement>('[data-testid=hall]')?.dataset.page === String(n),
    n,
  );
}

async function main(): Promise<void> {
  const server = await startTournamentServer();
  const browser = await launch();
  try {
    const base = server.url;
    const session = await signInApi(base);
    const names = { en: 'Autumn Club Swiss', cs: 'Podzimní klubový turnaj' };
    for (const lang of ['en', 'cs'] as const) {
      const id = await prepareHallTournament(session, names[lang], true);
      for (let board = 1; board <= RESULTS.length; board++)
        await session.call('PUT', `/api/tournaments/${id}/rounds/1/boards/${board}/result`, {
          result: RESULTS[board - 1],
        });
      const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${base}/${lang}/hall/${id}`);
      await onPage(page, 1);
      await page.waitForSelector(`[data-testid=hall-result-${RESULTS.length}]:not(:empty)`);
      await page.keyboard.press('p');
      await page.screenshot({ path: path.join(OUT[lang], 'hall-boards.png') });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await onPage(page, 3);
      await page.screenshot({ path: path.join(OUT[lang], 'hall-names.png') });
      // The organiser's overview with the link that opens the screen.
      await session.share(context);
      await page.setViewportSize({ width: 900, height: 620 });
      await page.goto(`${base}/${lang}/tournaments/${id}`);
      const link = page.locator('[data-testid=hall-link]');
      await link.scrollIntoViewIfNeeded();
      await link.focus();
      await page.screenshot({ path: path.join(OUT[lang], 'hall-link.png') });
      await context.close();
      console.log(`screenshots: ${lang} -> ${path.relative(root, OUT[lang])}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
