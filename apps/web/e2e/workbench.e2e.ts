/**
 * The workbench in Debian's Chromium: Meder's sample game stepped to ply 20 and an illegal
 * attack-board move refused with TR 3.6 and its link followed; a rule option switched and
 * the verdict changing; a shared URL opened; legal moves lit by a click; English and Czech;
 * axe clean; the whole case driven by the keyboard alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, seriousViolations, serve, type Served } from './harness';

let served: Served;
let browser: Browser;

beforeAll(async () => {
  served = await serve();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

const EMPTY_BOARD = 'Kc1W,kd9KL6 QL3:w,KL1:w,QL6:b,KL6:b w - - 0 10';

async function open(path: string): Promise<Page> {
  // A context per page: axe-core needs one, and pages share no state. A test closes the
  // context itself and awaits it (a close left to an event handler rejected unhandled in CI
  // when the browser went down first).
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${served.url}${path}`);
  await page.waitForSelector('h1');
  (page as Page & { errors?: string[] }).errors = errors;
  return page;
}

const verdictCode = (page: Page) => page.locator('[data-testid=verdict-code]').textContent();

describe('the workbench', () => {
  it("steps Meder's sample game to ply 20, refuses an attack-board move with TR 3.6 and links to the rule", async () => {
    const page = await open('/en/workbench');
    await page.getByRole('button', { name: "Meder's sample game" }).click();
    await page.locator('input[name=ply]').fill('20');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=ply-status]')?.textContent === 'ply 20 of 33',
    );
    expect(await page.locator('[data-testid=to-move]').textContent()).toBe('White to move');
    await page.locator('input[name=move]').fill('KL1-KL3');
    await page.locator('input[name=move]').press('Enter');
    await page.waitForSelector('[data-testid=verdict][data-legal=false]');
    expect(await verdictCode(page)).toBe('ERR_BOARD_OVERFULL');
    expect(await page.locator('[data-testid=verdict-message]').textContent()).toMatch(/KL1.*4 pieces/);
    const link = page.locator('[data-testid=verdict] a.rule', { hasText: 'TR 3.6' });
    expect(await link.getAttribute('href')).toBe('/docs/tri-d-chess/rules#tr-3-6');
    await link.click();
    await page.waitForURL(/\/docs\/tri-d-chess\/rules#tr-3-6$/);
    await page.waitForSelector('#tr-3-6');
    expect(await page.locator('#tr-3-6').textContent()).toContain('3.6');
    // The rule's pictures (drawn at docs build time) are there and load.
    const picture = page.locator('img[src*=".svg"][alt*="QL3"]').first();
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[alt*="QL3"]')].some(
        (i) => i.complete && i.naturalWidth > 0,
      ),
    );
    await page.context().close();
  });

  it('lights the legal moves of a clicked piece and judges the clicked target', async () => {
    const page = await open('/en/workbench?game=drakoburg');
    await page.click('svg [data-square="c2"]');
    await page.waitForSelector('svg [data-square="c2"][data-highlight~="selected"]');
    const lit = await page
      .locator('svg [data-highlight~="target"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-square')).sort());
    const offered = await page
      .locator('button[data-move]')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('data-move') ?? '').split('-')[1]).sort());
    expect(lit.length).toBeGreaterThan(0);
    expect(lit).toEqual(offered);
    await page.click(`svg [data-square="${lit[0]}"]`);
    await page.waitForSelector('[data-testid=verdict][data-legal=true]');
    await page.context().close();
  });

  it('shows the verdict change when a rule option is switched, and which options matter', async () => {
    const page = await open('/en/workbench');
    await page.locator('input[name=position]').fill(EMPTY_BOARD);
    await page.getByRole('button', { name: 'Load position' }).click();
    await page.locator('input[name=move]').fill('QL3-QL5');
    await page.getByRole('button', { name: 'Judge the move' }).click();
    await page.waitForSelector('[data-testid=verdict][data-legal=true]');
    expect(await page.locator('table[data-option="v-a1"] td[data-value=on]').getAttribute('data-legal')).toBe(
      'false',
    );
    await page.locator('select[name=option-v-a1]').selectOption('on');
    await page.waitForSelector('[data-testid=verdict][data-legal=false]');
    expect(await page.locator('[data-testid=verdict] a.rule').first().textContent()).toBe('V.A1');
    expect(await page.locator('[data-testid=gherkin]').textContent()).toContain('@V.A1');
    await page.context().close();
  });

  it('opens a spec scenario by its name, with its position, moves and the move it judges', async () => {
    const page = await open('/en/workbench');
    await page
      .locator('input[name=scenario]')
      .fill('after c7B-c5N the pawn on b5B takes en passant on c6N or c6B');
    await page.getByRole('button', { name: 'Open scenario' }).click();
    await page.waitForSelector('[data-testid=verdict][data-legal=true]');
    expect(await page.locator('input[name=move]').inputValue()).toBe('bBxc6Be.p.');
    expect(await page.locator('svg [data-square="c5N"]').getAttribute('data-piece')).toBe('black-pawn');
    expect(await page.locator('[data-testid=ply-status]').textContent()).toBe('ply 1 of 1');
    await page.context().close();
  });

  it('opens a shared URL with the same position, options and verdict', async () => {
    const page = await open('/en/workbench');
    await page.getByRole('button', { name: "Meder's sample game" }).click();
    await page.locator('input[name=ply]').fill('20');
    await page.locator('input[name=move]').fill('KL1-KL3');
    await page.locator('input[name=move]').press('Enter');
    await page.waitForSelector('input[name=share]');
    const url = await page.locator('input[name=share]').inputValue();
    expect(url).toContain('ply=20');
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(url);
    await other.waitForSelector('[data-testid=verdict][data-legal=false]');
    expect(await verdictCode(other)).toBe('ERR_BOARD_OVERFULL');
    expect(await other.locator('[data-testid=ply-status]').textContent()).toBe('ply 20 of 33');
    await context.close();
    await page.context().close();
  });

  it('speaks Czech under /cs, with the message and the rule link in Czech', async () => {
    const page = await open('/en/workbench');
    await page.getByRole('button', { name: "Meder's sample game" }).click();
    await page.locator('input[name=ply]').fill('20');
    await page.locator('input[name=move]').fill('KL1-KL3');
    await page.locator('input[name=move]').press('Enter');
    await page.waitForSelector('[data-testid=verdict]');
    await page.getByRole('link', { name: 'Čeština' }).click();
    await page.waitForSelector('html[lang=cs]');
    expect(await page.locator('h1').textContent()).toBe('Pracovní stůl rozhodčího');
    expect(await page.locator('[data-testid=verdict-message]').textContent()).toMatch(/KL1/);
    expect(await page.locator('[data-testid=verdict-message]').textContent()).not.toMatch(/pieces/);
    const link = page.locator('[data-testid=verdict] a.rule', { hasText: 'TR 3.6' });
    expect(await link.getAttribute('href')).toBe('/cs/docs/tri-d-chess/rules#tr-3-6');
    await link.click();
    await page.waitForSelector('#tr-3-6');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^cs/);
    await page.locator('img[alt*="Prázdná deska"]').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[alt*="Prázdná deska"]')].some(
        (i) => i.complete && i.naturalWidth > 0,
      ),
    );
    await page.context().close();
  });

  const AXE_QUERY = `?setup=${encodeURIComponent(EMPTY_BOARD)}&move=QL3-QL5&sel=QL3`;
  it.each([
    '/en',
    '/cs',
    `/en/workbench${AXE_QUERY}`,
    `/cs/workbench${AXE_QUERY}`,
    '/en/workbench?game=drakoburg',
  ])('axe finds no serious or critical violation on %s', async (path) => {
    const page = await open(path);
    // settled, not slept: the lazy route's chunks loaded, and a judged move's verdict shown
    await page.waitForLoadState('networkidle');
    if (path.includes('move=')) await page.waitForSelector('[data-testid=verdict]');
    expect(await seriousViolations(page), path).toEqual([]);
    await page.context().close();
  });

  it('works with the keyboard alone: select a board, try its move, type another', async () => {
    const page = await open(`/en/workbench?setup=${encodeURIComponent(EMPTY_BOARD)}`);
    const focused = () =>
      page.evaluate(() => {
        const e = document.activeElement as HTMLElement | null;
        return e
          ? `${e.tagName.toLowerCase()}|${e.getAttribute('data-origin') ?? ''}|${e.getAttribute('data-move') ?? ''}|${e.getAttribute('name') ?? ''}|${e.textContent ?? ''}`
          : '';
      });
    async function tabTo(test: (f: string) => boolean, limit = 150) {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        if (test(await focused())) return;
      }
      throw new Error('not reached by Tab');
    }
    await page.keyboard.press('Tab');
    expect(await focused()).toContain('Skip to content');
    await tabTo((f) => f.startsWith('button|QL3|'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('button[data-move="QL3-QL5"]');
    await tabTo((f) => f.startsWith('button||QL3-QL5|'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=verdict][data-legal=true]');
    await page.keyboard.down('Shift');
    await tabTo((f) => f.includes('|move|'));
    await page.keyboard.up('Shift');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('QL3-KL1');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=verdict][data-legal=false]');
    expect(await verdictCode(page)).toMatch(/^ERR_/);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
