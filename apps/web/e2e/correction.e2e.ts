/**
 * A correction previewed before it is saved (issue 23, part 2), in English and Czech: a Dutch
 * Swiss of 12 players with three rounds played and the fourth paired (over the API). By keyboard
 * alone the arbiter corrects a result of an earlier round (a game found later to be a forfeit in
 * English, a result written down wrongly in Czech); the preview lists the tie-break values that
 * change and the later rounds the engine would pair otherwise, axe finds nothing serious, Escape
 * cancels and stores nothing, and Save with a reason stores it. Then the public standings, open in
 * another browser all along, update live, and the values that changed there are exactly those the
 * preview listed, old and new.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTournamentApi, signInApi, type Session } from './api';
import { expectAxeClean, openContext, pressResultKey, stepper, type Lang } from './flow';
import { tournamentSuite } from './suite';

const PLAYERS = [
  'Alena',
  'Boris',
  'Cyril',
  'Dana',
  'Emil',
  'Filip',
  'Gita',
  'Hugo',
  'Ivana',
  'Jan',
  'Karel',
  'Lucie',
];
const CYCLE = ['1-0', '1/2-1/2', '0-1', '1-0', '0-1', '1/2-1/2'];

const suite = tournamentSuite([]);

/** Every tie-break value of the standings on the page, as `player code: text`. */
async function standingValues(page: Page): Promise<Map<string, string>> {
  const pairs = await page.evaluate(() => {
    const table = document.querySelector('[data-testid=standings]') as HTMLTableElement;
    const codes = [...table.tHead!.rows[0].cells].slice(5).map((c) => c.textContent!.trim());
    const out: [string, string][] = [];
    for (const body of table.tBodies)
      for (const row of body.rows)
        codes.forEach((code, j) =>
          out.push([`${row.cells[1].textContent} ${code}`, row.cells[5 + j].textContent!.trim()]),
        );
    return out;
  });
  return new Map(pairs);
}

async function prepare(session: Session, name: string): Promise<string> {
  const id = await createTournamentApi(session, {
    name,
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 5,
    tieBreaks: ['BH/C1', 'BH', 'SB', 'PS', 'WIN', 'ARO'],
  });
  const T = `/api/tournaments/${id}`;
  const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2200 - i * 31}`)].join('\n');
  await session.call('POST', `${T}/players/import`, { format: 'csv', text: csv });
  await session.call('POST', `${T}/publication`, { published: true });
  for (let round = 1; round <= 4; round++) {
    await session.call('POST', `${T}/rounds`, {});
    if (round === 4) break;
    for (let b = 1; b <= 6; b++)
      await session.call('PUT', `${T}/rounds/${round}/boards/${b}/result`, {
        result: CYCLE[(round + b) % CYCLE.length],
      });
    await session.call('POST', `${T}/rounds/${round}/close`);
  }
  return id;
}

async function correct(lang: Lang, key: string, reason: string): Promise<void> {
  const step = stepper(`correction ${lang}`);
  const base = suite.server.url;
  const session = await signInApi(base);
  const id = await prepare(session, `Correction ${lang}`);
  const pub = await openContext(suite.browser);
  const arbiter = await openContext(suite.browser);
  try {
    await pub.page.goto(`${base}/${lang}/public/${id}/standings`);
    await pub.page.waitForSelector('[data-testid=standings] tbody tr');
    const before = await standingValues(pub.page);
    await session.share(arbiter.context);
    const page = arbiter.page;
    await page.goto(`${base}/${lang}/tournaments/${id}/rounds?round=1`);
    const entry = page.locator('[data-testid=entry-1]');
    await entry.waitFor();
    const old = await entry.getAttribute('data-result');
    step('prepared');

    // Escape cancels: the preview goes, nothing is stored
    await entry.focus();
    await pressResultKey(page, key);
    await page.waitForSelector('[data-testid=correction-preview]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=correction]', { state: 'detached' });
    expect(await entry.getAttribute('data-result')).toBe(old);
    expect(await entry.evaluate((e) => e === document.activeElement)).toBe(true);

    // the preview, by keyboard
    await pressResultKey(page, key);
    await page.waitForSelector('[data-testid=correction-preview]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'reason');
    const listed = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=preview-tiebreaks] tbody tr')].map((tr) => [
        `${tr.getAttribute('data-player')} ${tr.getAttribute('data-code')}`,
        tr.querySelector('[data-testid=before]')!.textContent!.trim(),
        tr.querySelector('[data-testid=after]')!.textContent!.trim(),
      ]),
    );
    expect(listed.length).toBeGreaterThan(0);
    const later = await page
      .locator('li[data-testid^=later-]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-testid')));
    expect(later).toEqual(['later-2', 'later-3', 'later-4']);
    // the engine's boards beside the stored ones, where they differ
    const differing = await page.locator('[data-testid=later-board]').count();
    const saysDiffers = await page.locator('li[data-testid^=later-][data-same=false]').count();
    expect(differing > 0).toBe(saysDiffers > 0);
    await expectAxeClean(page, `correction preview (${lang})`);
    step('preview');

    // Save with a reason (Enter in the reason field)
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=correction]', { state: 'detached' });
    await page.waitForFunction(
      (was) => document.querySelector('[data-testid=entry-1]')?.getAttribute('data-result') !== was,
      old,
    );

    // the public standings update live; what changed there is what the preview listed
    const changedOnPage = async () => {
      const after = await standingValues(pub.page);
      return [...after].filter(([k, v]) => before.get(k) !== v).map(([k, v]) => [k, before.get(k)!, v]);
    };
    await expect.poll(async () => (await changedOnPage()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await changedOnPage()).sort()).toEqual(listed.sort());
    step('saved and shown live');
    const history = await session.call('GET', `/api/tournaments/${id}/history`);
    const events = (await history.json()) as { type: string; data: { reason?: string } }[];
    expect(events.filter((e) => e.type === 'ResultCorrected').map((e) => e.data.reason)).toEqual([reason]);
    expect(arbiter.errors).toEqual([]);
    expect(pub.errors).toEqual([]);
  } finally {
    await pub.context.close();
    await arbiter.context.close();
  }
}

describe('a correction previewed before it is saved (FIDE C.04.2, C.07)', () => {
  it('in English: a game found later to be a forfeit', () => correct('en', '+', 'The game was never played'));
  it('in Czech: a result written down wrongly', () => correct('cs', '=', 'Chybně zapsaný výsledek'));
});
