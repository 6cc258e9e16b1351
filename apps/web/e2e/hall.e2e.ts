/**
 * The hall screen (issue 23, part 4) through a whole round, in English and in Czech: a 25-player
 * Swiss on a 1280x720 "projector"; the pairing by board and the A-Z list against the server's
 * pairing; the pages turn by the timer alone and stop on the keyboard's pause; results entered
 * through the API appear in place without a reload; the next round replaces the finished one;
 * the QR code, decoded from a screenshot, is the public page's address; axe on each kind of page;
 * everything fits the screen and nothing scrolls. The English run also opens the screen of an
 * unpublished tournament (staff only, from the overview's link), tries other window shapes and
 * checks reduced motion.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInApi, type Session } from './api';
import { expectAxeClean, openContext, stepper, type Lang } from './flow';
import {
  decodeQr,
  HALL_PLAYERS,
  hallState,
  prepareHallTournament,
  overflows,
  settled,
  shown,
  waitForPage,
} from './hall-screen';
import { tournamentSuite } from './suite';

const ORGANISER = { name: 'hall-org', displayName: 'Hana Sálová', password: 'hall-org-pass-1' };
const suite = tournamentSuite([ORGANISER]);

/** Texts the test reads, per language (the same as src/i18n/hall-*.ts). */
const TEXT = {
  en: {
    byBoard: 'Pairings by board',
    white: 'White',
    black: 'Black',
    pab: 'Bye',
    pause: 'Pause',
    resume: 'Resume',
    results: (n: number) => `Results: ${n} of 12`,
  },
  cs: {
    byBoard: 'Nalosování podle šachovnic',
    white: 'Bílé',
    black: 'Černé',
    pab: 'Volno',
    pause: 'Zastavit',
    resume: 'Pokračovat',
    results: (n: number) => `Výsledky: ${n} z 12`,
  },
} as const;

/** As a pairing sheet prints them (src/views/format.ts). */
const SHOWN: Record<string, string> = { '1-0': '1–0', '0-1': '0–1', '1/2-1/2': '½–½', '+:-': '+ –' };
const RESULTS = ['1-0', '1/2-1/2', '0-1', '1-0', '+:-', '0-1'];
const SECONDS = 4;

interface ApiPairing {
  boards: { board: number; white: { name: string }; black: { name: string } }[];
  pab: { name: string } | null;
}

async function pairingOf(session: Session, id: string, round: number): Promise<ApiPairing> {
  return (await (await session.call('GET', `/api/tournaments/${id}/rounds/${round}`)).json()) as ApiPairing;
}

/** Boards `from` to `to` (0-based, end excluded) as the screen shows them before any result. */
const unplayed = (p: ApiPairing, from: number, to: number) =>
  p.boards
    .slice(from, to)
    .map((b) => ({ board: b.board, white: b.white.name, result: '', black: b.black.name }));

/** Presses Tab until the pause button has the focus (at most 10 presses). */
async function tabToPause(page: Page): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'hall-pause'))
      return;
  }
  throw new Error('the pause button cannot be reached with Tab');
}

/** The whole round on a published tournament's screen, in `lang`; answers the QR code's text. */
async function wholeRound(
  page: Page,
  session: Session,
  base: string,
  lang: Lang,
  id: string,
  log: (s: string) => void,
) {
  const text = TEXT[lang];
  await page.goto(`${base}/${lang}/hall/${id}?seconds=${SECONDS}`);
  await waitForPage(page, 1, 1);
  const pairing = await pairingOf(session, id, 1);
  expect(pairing.boards).toHaveLength(12);
  expect(await hallState(page)).toMatchObject({ pages: 4, kind: 'boards', paused: false });
  expect(await page.locator('#hall-page-h').textContent()).toBe(`${text.byBoard} (1/2)`);
  expect(await shown(page)).toMatchObject({ page: 1, boards: unplayed(pairing, 0, 10) });
  expect(await overflows(page)).toEqual([]);
  log('first page');

  // The timer alone turns the pages: the rest of the boards, then the A-Z list, then back.
  await waitForPage(page, 2, 1);
  expect(await shown(page)).toMatchObject({ page: 2, boards: unplayed(pairing, 10, 12) });
  await waitForPage(page, 3, 1);
  const third = await shown(page);
  await waitForPage(page, 4, 1);
  const fourth = await shown(page);
  expect([third.page, fourth.page]).toEqual([3, 4]);
  const names = [...third.names, ...fourth.names];
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  expect(names.map((n) => n.name)).toEqual([...HALL_PLAYERS].sort(collator.compare));
  for (const n of names) {
    if (n.name === pairing.pab?.name) {
      expect(n.board).toBe(text.pab);
      continue;
    }
    const b = pairing.boards[Number(n.board) - 1];
    expect([b.white.name, b.black.name], n.name).toContain(n.name);
    expect(n.colour).toBe(b.white.name === n.name ? text.white : text.black);
  }
  await waitForPage(page, 1, 1);
  log('pages turned by the timer, A-Z checked');

  // The keyboard's pause holds the page; the arrows turn it by hand.
  await tabToPause(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => hallState(page)).toMatchObject({ paused: true, page: 1 });
  expect(await page.locator('[data-testid=hall-pause]').textContent()).toBe(text.resume);
  await page.waitForTimeout(SECONDS * 1000 + 1500); // longer than a page's time: nothing may turn
  expect((await hallState(page)).page).toBe(1);
  await settled(page);
  await expectAxeClean(page, `${lang} hall screen, boards`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await waitForPage(page, 3, 1);
  expect((await hallState(page)).kind).toBe('names');
  expect(await overflows(page)).toEqual([]);
  await settled(page);
  await expectAxeClean(page, `${lang} hall screen, A-Z`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await waitForPage(page, 1, 1);
  log('pause, arrows, axe');

  // The QR code, read from the pixels on screen, is the public page's address.
  const qr = await decodeQr(page);
  expect(qr).toBe(`${base}/${lang}/public/${id}`);
  // The test server listens on 127.0.0.1 (HOST), so the screen warns that phones cannot open it.
  await expect.poll(() => page.getByTestId('hall-loopback').isVisible(), { timeout: 10_000 }).toBe(true);
  log('QR decoded');

  // Results entered through the API appear in place, without a reload.
  const delays: number[] = [];
  for (let board = 1; board <= 12; board++) {
    if (board === 11) {
      await page.keyboard.press('ArrowRight');
      await waitForPage(page, 2, 1);
    }
    const result = RESULTS[board % RESULTS.length];
    const sent = Date.now();
    await session.call('PUT', `/api/tournaments/${id}/rounds/1/boards/${board}/result`, { result });
    await page.waitForFunction(
      ([board, shown]) => document.querySelector(`[data-testid=hall-result-${board}]`)?.textContent === shown,
      [board, SHOWN[result]] as const,
      { timeout: 15_000 },
    );
    delays.push(Date.now() - sent);
  }
  expect(await page.locator('[data-testid=hall-results]').textContent()).toBe(text.results(12));
  console.log(
    `[hall ${lang}] results shown after ${Math.min(...delays)}-${Math.max(...delays)} ms (API call included)`,
  );

  // Resumed with the keyboard, the pages turn again.
  await page.keyboard.press('p');
  await expect.poll(() => hallState(page)).toMatchObject({ paused: false });
  expect(await page.locator('[data-testid=hall-pause]').textContent()).toBe(text.pause);
  await waitForPage(page, 3, 1);
  log('results live, resumed');

  // The round closed and the next one paired: the screen follows to round 2, first page.
  await session.call('POST', `/api/tournaments/${id}/rounds/1/close`);
  await session.call('POST', `/api/tournaments/${id}/rounds`, {});
  await waitForPage(page, 1, 2);
  const next = await pairingOf(session, id, 2);
  expect(await shown(page)).toMatchObject({ page: 1, boards: unplayed(next, 0, 10) });
  expect(await page.locator('[data-testid=hall-results]').textContent()).toBe(text.results(0));
  log('round 2 shown');
  return qr!;
}

describe('hall screen', () => {
  it('English: staff only before publication, then a whole round on the projector', async () => {
    const log = stepper('hall en');
    const base = suite.server.url;
    const organiser = await signInApi(base, ORGANISER);
    const id = await prepareHallTournament(organiser, 'Hall Open', false);

    // Not published: the public is told so, the organiser opens the screen from the overview.
    const viewer = await openContext(suite.browser, 1280, 720);
    await viewer.page.goto(`${base}/en/hall/${id}`);
    await viewer.page.waitForFunction(() =>
      document.querySelector('h1')?.textContent?.includes('not published'),
    );
    expect(await viewer.page.locator('[data-testid=hall-boards]').count()).toBe(0);
    const staff = await openContext(suite.browser, 1280, 720);
    await organiser.share(staff.context);
    await staff.page.goto(`${base}/en/tournaments/${id}`);
    await staff.page.locator('[data-testid=hall-link]').click();
    await staff.page.waitForURL(new RegExp(`/en/hall/${id}$`));
    await waitForPage(staff.page, 1, 1);
    await staff.page.waitForSelector('[data-testid=hall-unpublished]');
    expect(await staff.page.locator('[data-testid=hall-qr]').count()).toBe(0);
    await settled(staff.page);
    await expectAxeClean(staff.page, 'en hall screen, unpublished');
    await staff.context.close();
    log('unpublished');

    await organiser.call('POST', `/api/tournaments/${id}/publication`, { published: true });
    const qr = await wholeRound(viewer.page, organiser, base, 'en', id, log);

    // Other windows (a 4:3 projector, full HD, a small laptop): the 16:9 stage fits each of them.
    for (const [width, height] of [
      [1024, 768],
      [1920, 1080],
      [800, 600],
    ]) {
      await viewer.page.setViewportSize({ width, height });
      for (let turn = 0; turn < 4; turn++) {
        await settled(viewer.page);
        const { page: shownPage } = await hallState(viewer.page);
        expect(await overflows(viewer.page), `${width}x${height}, page ${shownPage}`).toEqual([]);
        await viewer.page.keyboard.press('ArrowRight');
      }
    }

    // Reduced motion: no fade between pages, no bar filling up to the next page.
    const motion = () =>
      viewer.page.evaluate(() => ({
        fade: getComputedStyle(document.querySelector('.hall-page')!).animationName,
        bar: document.querySelector('.hall-timer')
          ? getComputedStyle(document.querySelector('.hall-timer')!).display
          : 'none',
      }));
    expect(await motion()).toEqual({ fade: 'hall-fade', bar: 'block' });
    await viewer.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual({ fade: 'none', bar: 'none' });

    // The address in the QR code opens the public pages.
    await viewer.page.goto(qr);
    await viewer.page.waitForFunction(
      () => document.querySelector('[data-testid=tournament-name]')?.textContent === 'Hall Open',
    );
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });

  it('Czech: a whole round on the projector', async () => {
    const log = stepper('hall cs');
    const base = suite.server.url;
    const organiser = await signInApi(base, ORGANISER);
    const id = await prepareHallTournament(organiser, 'Sálový turnaj', true);
    const viewer = await openContext(suite.browser, 1280, 720);
    await wholeRound(viewer.page, organiser, base, 'cs', id, log);
    expect(await viewer.page.locator('h1').textContent()).toBe('Sálový turnaj');
    expect(await viewer.page.locator('.hall-round').textContent()).toBe('2. kolo');
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });
});
