/**
 * What an organiser, an arbiter and the public do in the browser, step by step, for the
 * tournament e2e tests: only the pages (clicks, typing, keys), never the API. Each step waits
 * for what the page shows, never for a fixed time.
 */
import os from 'node:os';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './harness';

export type Lang = 'en' | 'cs';

/** Texts the tests click or read, per language (the same as src/i18n). */
export const TEXT = {
  en: {
    signIn: 'Sign in',
    create: 'Create',
    addPlayer: 'Add a player',
    import: 'Import',
    publish: 'Publish',
    name: 'Name',
    rounds: 'Rounds',
    system: 'Pairing system',
  },
  cs: {
    signIn: 'Přihlásit se',
    create: 'Založit',
    addPlayer: 'Přidat hráče',
    import: 'Načíst',
    publish: 'Zveřejnit',
    name: 'Název',
    rounds: 'Počet kol',
    system: 'Systém losování',
  },
} as const;

export interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A fresh browser context (its own cookies) with one page. The test closes the context itself. */
export async function openContext(browser: Browser, width = 1280, height = 900): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Prints how long each step of a test took (wall clock, with the load average), to see where time goes. */
export function stepper(label: string): (step: string) => void {
  let last = Date.now();
  return (step) => {
    const now = Date.now();
    console.log(
      `[${label}] ${step}: ${((now - last) / 1000).toFixed(1)} s (load ${os.loadavg()[0].toFixed(1)})`,
    );
    last = now;
  };
}

/** axe on the page as it is: no serious or critical violation. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `axe on ${where}`).toEqual([]);
}

/** Signs in through the sign-in page and lands on the tournament list. */
export async function signIn(
  page: Page,
  base: string,
  lang: Lang,
  name: string,
  password: string,
): Promise<void> {
  await page.goto(`${base}/${lang}/signin`);
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(new RegExp(`/${lang}/tournaments$`));
  await page.waitForSelector('[data-testid=signed-in]');
}

export interface NewTournament {
  readonly name: string;
  readonly system: 'dutch' | 'round-robin';
  readonly rounds: number | null;
  readonly tieBreaks: string;
}

/** Fills the create form and lands on the new tournament's players page; answers its id. */
export async function createTournament(
  page: Page,
  base: string,
  lang: Lang,
  t: NewTournament,
  axe = false,
): Promise<string> {
  await page.goto(`${base}/${lang}/tournaments/new`);
  await page.waitForSelector('select[name=pairingSystem] option[value=dutch]', { state: 'attached' });
  await page.waitForSelector('select[name=game] option', { state: 'attached' });
  await page.locator('input[name=name]').fill(t.name);
  await page.locator('select[name=pairingSystem]').selectOption(t.system);
  await page.locator('input[name=rounds]').fill(t.rounds === null ? '' : String(t.rounds));
  await page.locator('input[name=tieBreaks]').fill(t.tieBreaks);
  if (axe) await expectAxeClean(page, 'create tournament');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(new RegExp(`/${lang}/tournaments/([a-z0-9]+)/players$`));
  const id = /tournaments\/([a-z0-9]+)\/players/.exec(page.url())![1];
  await page.waitForSelector('[data-testid=tournament-name]');
  return id;
}

/** Adds one player with the add form. */
export async function addPlayer(page: Page, name: string, rating: number): Promise<void> {
  const before = await page.locator('[data-testid=players] tbody tr').count();
  const form = page.locator('section[aria-labelledby=add-h] form');
  await form.locator('input[name=name]').fill(name);
  await form.locator('input[name=rating]').fill(String(rating));
  await form.locator('button[type=submit]').click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=players] tbody tr').length === n,
    before + 1,
  );
}

/** Imports a CSV list with the import form and waits until the list holds `total` players. */
export async function importCsv(page: Page, csv: string, total: number, timeout = 60_000): Promise<void> {
  const form = page.locator('section[aria-labelledby=import-h] form');
  await form.locator('select[name=format]').selectOption('csv');
  await form.locator('textarea[name=text]').fill(csv);
  await form.locator('button[type=submit]').click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=players] tbody tr').length === n,
    total,
    { timeout },
  );
}

/** Publishes the tournament from its overview. */
export async function publish(page: Page, base: string, lang: Lang, id: string): Promise<void> {
  await page.goto(`${base}/${lang}/tournaments/${id}`);
  await page.getByRole('button', { name: TEXT[lang].publish, exact: true }).click();
  await page.waitForSelector('[data-testid=published]');
}

/** The round page of the organiser, at round `round` (or the latest). */
export async function openRounds(page: Page, base: string, lang: Lang, id: string): Promise<void> {
  await page.goto(`${base}/${lang}/tournaments/${id}/rounds`);
  await page.waitForSelector('#rounds-h');
}

/** Pairs the next round with its button; waits for its boards. Answers the number of boards. */
export async function pairNext(page: Page, round: number): Promise<number> {
  await page.locator('[data-testid=pair-next]').click();
  await page.waitForSelector(`[data-testid=pairing-${round}] tbody tr`);
  await page.waitForSelector(`[data-testid=entry-1]`);
  return page.locator(`[data-testid=pairing-${round}] tbody tr`).count();
}

/** The stored result of a board as the page shows it (data-result of its entry field). */
export function entryResult(page: Page, board: number): Promise<string | null> {
  return page.locator(`[data-testid=entry-${board}]`).getAttribute('data-result');
}

/** The key for each result. */
export const KEY_OF: Record<string, string> = {
  '1-0': '1',
  '0-1': '0',
  '1/2-1/2': '=',
  '+:-': '+',
  '-:+': '-',
};

/** The keys that mean a forfeit: each asks for a confirmation before anything is stored. */
export const FORFEIT_KEYS: ReadonlySet<string> = new Set(['+', '-', 'x', 'Shift+Digit1', 'Shift+Digit0']);

/** Presses a result key on the focused board field; a forfeit's confirmation is confirmed with Enter. */
export async function pressResultKey(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  if (!FORFEIT_KEYS.has(key)) return;
  await page.waitForSelector('[data-testid=forfeit-confirm]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'forfeit-yes');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=forfeit-confirm]', { state: 'detached' });
}

/** The results of a round's boards, chosen by a fixed rule from round and board (varied, reproducible). */
export function resultsFor(round: number, boards: number): string[] {
  const cycle = ['1-0', '0-1', '1/2-1/2', '1-0', '1/2-1/2', '0-1', '1-0'];
  return Array.from({ length: boards }, (_, i) => cycle[(round * 3 + i) % cycle.length]);
}

/** When a result was keyed and when the server's answer reached the arbiter's page (ms since the epoch). */
export interface Timing {
  readonly pressedAt: number;
  readonly storedAt: number;
}

/**
 * Enters every result of the round with the keyboard alone: the first board's field gets the
 * focus, then one key per board and Enter to the next. `onStored` runs after each result is
 * stored (the public check hooks in there).
 */
export async function enterResults(
  page: Page,
  results: readonly string[],
  onStored?: (board: number, result: string, timing: Timing) => Promise<void>,
): Promise<void> {
  await page.locator('[data-testid=entry-1]').focus();
  for (let i = 0; i < results.length; i++) {
    const board = i + 1;
    const pressedAt = Date.now();
    const [response] = await Promise.all([
      page.waitForResponse((r) => /\/boards\/\d+\/result$/.test(r.url()) && r.request().method() === 'PUT'),
      pressResultKey(page, KEY_OF[results[i]]),
    ]);
    const storedAt = Date.now();
    expect(response.status(), await response.text()).toBe(200);
    await page.waitForFunction(
      ([b, r]) => document.querySelector(`[data-testid=entry-${b}]`)?.getAttribute('data-result') === r,
      [board, results[i]] as const,
    );
    if (onStored) await onStored(board, results[i], { pressedAt, storedAt });
    await page.keyboard.press('Enter');
    if (i + 1 < results.length)
      await page.waitForFunction(
        (b) => document.activeElement?.getAttribute('data-testid') === `entry-${b}`,
        board + 1,
      );
  }
}

/**
 * Records, in the page, when each result cell first shows each text (Date.now(), the same clock
 * as the test's): `window.__seen["pairing-R:result-B:TEXT"]`.
 */
export async function watchResults(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    const scan = () => {
      for (const cell of document.querySelectorAll<HTMLElement>('[data-testid^=result-]')) {
        const table = cell.closest('table')?.getAttribute('data-testid') ?? '';
        const key = `${table}:${cell.getAttribute('data-testid')}:${(cell.textContent ?? '').trim()}`;
        if (!(key in seen)) seen[key] = Date.now();
      }
    };
    new MutationObserver(scan).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    scan();
  });
}

/** Waits until the public page shows `text` on a board and answers when it first did. */
export async function seenAt(page: Page, round: number, board: number, text: string): Promise<number> {
  const key = `pairing-${round}:result-${board}:${text}`;
  const handle = await page.waitForFunction(
    (k) => (window as unknown as { __seen: Record<string, number> }).__seen[k],
    key,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Closes the round with its button (reached by the keyboard: focus and Enter). */
export async function closeRound(page: Page, round: number): Promise<void> {
  const button = page.locator('[data-testid=close-round]');
  await button.waitFor();
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (r) =>
      document.querySelector('#rounds-h ~ h3 .count')?.textContent?.length !== undefined &&
      !document.querySelector('[data-testid=close-round]') &&
      document.querySelector(`[data-testid=pairing-${r}]`) !== null,
    round,
  );
}

/** The standings table as rows of cell texts. */
export async function standingsRows(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid=standings] tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

/** Downloads a file of the app with the page's own session (what clicking its link fetches). */
export async function fetchText(page: Page, path: string): Promise<string> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.text();
  }, path);
}

/** Attaches a game record to a board with the round page's form (language-neutral: by its fields). */
export async function attachRecord(page: Page, board: number, text: string): Promise<Locator> {
  await page.locator(`[data-testid=attach-${board}]`).click();
  const form = page.locator('[data-testid=attach-record]');
  await form.locator('textarea').fill(text);
  await form.locator('button[type=submit]').click();
  return form;
}

/**
 * Reaches a link with the Tab key alone (from the top of the page, at most `limit` presses) and
 * follows it with Enter.
 */
export async function followByKeyboard(page: Page, selector: string, limit = 60): Promise<void> {
  await page.locator('body').focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab`);
}
