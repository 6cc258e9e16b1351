/**
 * Screenshots of the pairing editor (issue 23, part 1) in English and Czech for the organisers'
 * page "The arbiter's edge" (docs/docs/tournament/arbiters-edge/_manual-edit.md and its Czech
 * twin): `npx tsx scripts/screenshots-edit.ts` after `npm run build -w @arbiter/web`. Starts the
 * real server (PGlite in a temporary directory, port 0), plays rounds 1-2 of an 8-player Swiss
 * over the API and pairs round 3, then photographs in Debian's Chromium: the edit beside the
 * engine with an absolute criterion to confirm, a refused edit, and the history with the saved
 * edit. PNGs `manual-edit-*.png`, 900 px wide, written next to each partial.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createTournamentApi, signInApi } from '../e2e/api';
import { startTournamentServer } from '../e2e/server';
import { launch } from '../e2e/harness';
import { DEMO_PLAYERS, REPO_ROOT, screensFolder } from './screens-common';

const root = REPO_ROOT;
const OUT = screensFolder('arbiters-edge');
const PLAYERS = DEMO_PLAYERS.slice(0, 8);

/** Picks a player in one of the editor's selects by typing the name (as a keyboard user does). */
async function choose(page: Page, testId: string, name: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).focus();
  await page.keyboard.type(name);
}

async function main(): Promise<void> {
  const server = await startTournamentServer();
  const browser = await launch();
  try {
    const base = server.url;
    const session = await signInApi(base);
    const api = (method: string, url: string, body?: unknown) => session.call(method, url, body);
    for (const lang of ['en', 'cs'] as const) {
      const id = await createTournamentApi(session, {
        name: lang === 'en' ? 'Autumn Club Swiss' : 'Podzimní klubový švýcar',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        rounds: 5,
      });
      const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2210 - i * 29}`)].join('\n');
      await api('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
      for (let round = 1; round <= 2; round++) {
        await api('POST', `/api/tournaments/${id}/rounds`, {});
        for (let b = 1; b <= 4; b++)
          await api('PUT', `/api/tournaments/${id}/rounds/${round}/boards/${b}/result`, { result: '1-0' });
        await api('POST', `/api/tournaments/${id}/rounds/${round}/close`);
      }
      // round 3 pairs 3-6 1-8 7-2 5-4; players 5 and 7 had Black twice and must have White
      await api('POST', `/api/tournaments/${id}/rounds`, {});
      mkdirSync(OUT[lang], { recursive: true });
      const context = await browser.newContext({ viewport: { width: 900, height: 1400 } });
      await session.share(context);
      const page = await context.newPage();
      await page.goto(`${base}/${lang}/tournaments/${id}/rounds?round=3`);
      await page.locator('[data-testid=edit-pairing] summary').click();
      await page.waitForSelector('[data-testid=edit-clean]');
      const panel = page.locator('[data-testid=edit-pairing]');
      // a refused edit: swap players 6 and 1, who met in round 2
      await choose(page, 'edit-swap-1', PLAYERS[7]);
      await choose(page, 'edit-swap-2', PLAYERS[5]);
      await page.locator('[data-testid=edit-swap]').click();
      await page.waitForSelector('[data-testid=edit-refused]');
      await panel.screenshot({ path: path.join(OUT[lang], 'manual-edit-refused.png') });
      // an absolute criterion: players 5 and 7 meet (swap 2 and 5)
      await page.locator('[data-testid=edit-pairing] button:not([data-testid])').last().click();
      await page.waitForSelector('[data-testid=edit-clean]');
      await choose(page, 'edit-swap-1', PLAYERS[1]);
      await choose(page, 'edit-swap-2', PLAYERS[4]);
      await page.locator('[data-testid=edit-swap]').click();
      await page.waitForSelector('[data-testid=edit-confirm1-C3]');
      await page
        .locator('[data-testid=edit-reason]')
        .fill(lang === 'en' ? 'Brothers travel together' : 'Bratři cestují spolu');
      for (const ack of await page.locator('[data-testid^=edit-ack-]').all()) await ack.check();
      await page.locator('[data-testid=edit-confirm1-C3]').check();
      await page.waitForSelector('[data-testid=edit-confirm2-C3]');
      await panel.screenshot({ path: path.join(OUT[lang], 'manual-edit-confirm.png') });
      await page.locator('[data-testid=edit-confirm2-C3]').check();
      await page.locator('[data-testid=edit-save]').click();
      await page.waitForSelector('[data-testid=edit-form] [data-testid=status]');
      await page.goto(`${base}/${lang}/tournaments/${id}/history`);
      const row = page.locator('[data-testid=history] tbody tr', { hasText: 'PairingEdited' });
      await row.waitFor();
      // the history from its heading down to the edit's row
      const top = (await page.locator('#history-h').boundingBox())!;
      const edit = (await row.boundingBox())!;
      await page.screenshot({
        path: path.join(OUT[lang], 'manual-edit-history.png'),
        clip: { x: 0, y: top.y - 8, width: 900, height: edit.y + edit.height - top.y + 16 },
      });
      await context.close();
      console.log(`screenshots: ${lang} -> ${path.relative(root, OUT[lang])}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
