/**
 * A club's Saturday in Czech (issue 32, parts 1 and 4): the arbiter's keyboard is the Czech
 * QWERTZ one, whose key labelled 1 types `+` and the one labelled 0 types `é`. Key events are sent
 * as that keyboard sends them (Chromium's Input.dispatchKeyEvent with the key and its code): the
 * 1 key stores 1-0, the 0 key 0-1, and no key of the Czech or US layout stores a forfeit without
 * its confirmation. The first board of an open round has the focus; the legend names the Czech
 * keyboard. The blind second entry lists the boards that differ and stores nothing. Then the
 * server is killed by its PID in the middle of a round's entry and started again on the same
 * data: the results typed meanwhile stay on screen as unsent, arrive once, and nothing on the page
 * says "refused". The server runs with its production limits; the organiser signs in once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './harness';
import { createAccounts, createTournamentApi, signInApi, type Session } from './api';
import { startRestartableServer, type RestartableServer } from './server';
import { expectAxeClean, openContext, stepper, type Opened } from './flow';

const ORG = { name: 'rozhodci', displayName: 'Radek Rozhodčí', password: 'heslo-rozhodciho-32' };
const PLAYERS = ['Adéla', 'Bohumil', 'Čeněk', 'Dagmar', 'Evžen', 'František', 'Gabriela', 'Hynek'];

/** A key as a physical keyboard sends it: its character, its place, Shift or not. */
interface LayoutKey {
  readonly key: string;
  readonly code: string;
  readonly shift?: boolean;
  /** The Windows virtual key code Chromium expects beside them. */
  readonly vk: number;
}

const CZ = {
  one: { key: '+', code: 'Digit1', vk: 49 },
  zero: { key: 'é', code: 'Digit0', vk: 48 },
  five: { key: 'ř', code: 'Digit5', vk: 53 },
  shiftOne: { key: '1', code: 'Digit1', shift: true, vk: 49 },
  shiftZero: { key: '0', code: 'Digit0', shift: true, vk: 48 },
  minus: { key: '-', code: 'Slash', vk: 189 },
  x: { key: 'x', code: 'KeyX', vk: 88 },
  numpadPlus: { key: '+', code: 'NumpadAdd', vk: 107 },
  numpadMinus: { key: '-', code: 'NumpadSubtract', vk: 109 },
} as const satisfies Record<string, LayoutKey>;

/** The US keys that type a forfeit character (the layout Playwright itself types with). */
const US_FORFEIT_KEYS: readonly LayoutKey[] = [
  { key: '+', code: 'Equal', shift: true, vk: 187 },
  { key: '-', code: 'Minus', vk: 189 },
  { key: '!', code: 'Digit1', shift: true, vk: 49 },
  { key: ')', code: 'Digit0', shift: true, vk: 48 },
  { key: 'X', code: 'KeyX', shift: true, vk: 88 },
];

/** Presses a key as that keyboard would (keyDown with its character, then keyUp). */
async function press(page: Page, k: LayoutKey): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const modifiers = k.shift ? 8 : 0;
  const base = { key: k.key, code: k.code, modifiers, windowsVirtualKeyCode: k.vk };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...base, text: k.key, unmodifiedText: k.key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
  await cdp.detach();
}

let server: RestartableServer;
let browser: Browser;
let org: Session;
let arbiter: Opened;
let id: string;
/** Every result the page sent (PUT .../result), in order, as `round/board result key`. */
const sent: { round: number; board: number; result: string; key: string }[] = [];

const T = () => `/api/tournaments/${id}`;

async function boardResults(round: number): Promise<(string | null)[]> {
  const res = await org.call('GET', `${T()}/rounds/${round}`);
  const pairing = (await res.json()) as { boards: { result: string | null }[] };
  return pairing.boards.map((b) => b.result);
}

const shownResult = (page: Page, board: number) =>
  page.locator(`[data-testid=entry-${board}]`).getAttribute('data-result');

async function waitResult(page: Page, board: number, result: string): Promise<void> {
  await page.waitForFunction(
    ([b, r]) => document.querySelector(`[data-testid=entry-${b}]`)?.getAttribute('data-result') === r,
    [board, result] as const,
  );
}

async function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

beforeAll(async () => {
  server = await startRestartableServer();
  await createAccounts(server.url, [ORG]);
  org = await signInApi(server.url, ORG);
  id = await createTournamentApi(org, {
    name: 'Sobota v klubu',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 4,
    tieBreaks: ['BH', 'SB'],
  });
  const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2100 - i * 40}`)].join('\n');
  await org.call('POST', `${T()}/players/import`, { format: 'csv', text: csv });
  await org.call('POST', `${T()}/rounds`, {});
  browser = await launch();
  arbiter = await openContext(browser);
  await org.share(arbiter.context);
  arbiter.page.on('request', (r) => {
    const m = /\/rounds\/(\d+)\/boards\/(\d+)\/result$/.exec(r.url());
    if (!m || r.method() !== 'PUT') return;
    const body = JSON.parse(r.postData() ?? '{}') as { result: string };
    sent.push({
      round: Number(m[1]),
      board: Number(m[2]),
      result: body.result,
      key: r.headers()['idempotency-key'] ?? '',
    });
  });
}, 300_000);

afterAll(async () => {
  await arbiter?.context.close();
  await browser?.close();
  await server?.stop();
});

describe('a Czech arbiter’s keyboard', () => {
  it(
    'stores 1-0 from the key labelled 1 (+), 0-1 from 0 (é), and a forfeit only when confirmed',
    { timeout: 240_000 },
    async () => {
      const step = stepper('keys cs');
      const page = arbiter.page;
      await page.goto(`${server.url}/cs/tournaments/${id}/rounds`);
      await page.waitForSelector('[data-testid=entry-1]');
      // the open round's first board has the focus, with no click
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'entry-1');
      expect(await page.locator('[data-testid=key-legend] caption').textContent()).toMatch(
        /^Klávesy výsledků/,
      );

      await press(page, CZ.one);
      await waitResult(page, 1, '1-0');
      // the legend now names the Czech keyboard and what its 1 key types
      await page.waitForSelector('[data-testid=key-legend][data-layout=cs]');
      const legend = (await page.locator('[data-testid=key-legend]').textContent()) ?? '';
      expect(legend).toContain('česká klávesnice');
      expect(legend).toContain('píše +');
      await page.keyboard.press('Enter');
      expect(await focused(page)).toBe('entry-2');
      await press(page, CZ.zero);
      await waitResult(page, 2, '0-1');
      await page.keyboard.press('Enter');
      step('1 and 0');

      // every forfeit key of both layouts asks first; Escape stores nothing
      for (const k of [
        CZ.shiftOne,
        CZ.shiftZero,
        CZ.minus,
        CZ.x,
        CZ.numpadPlus,
        CZ.numpadMinus,
        ...US_FORFEIT_KEYS,
      ]) {
        await press(page, k);
        await page.waitForSelector('[data-testid=forfeit-confirm]');
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('data-testid') === 'forfeit-yes',
        );
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-testid=forfeit-confirm]', { state: 'detached' });
        expect(await focused(page), `${k.code} ${k.key}`).toBe('entry-3');
        expect(await shownResult(page, 3), `${k.code} ${k.key}`).toBe('');
      }
      expect(sent.map((s) => s.result)).toEqual(['1-0', '0-1']);
      step('forfeit keys cancelled');

      // 5 (ř) is a draw; Shift+1 confirmed is White's forfeit win, with axe on the open confirmation
      await press(page, CZ.five);
      await waitResult(page, 3, '1/2-1/2');
      await page.keyboard.press('Enter');
      await press(page, CZ.shiftOne);
      await page.waitForSelector('[data-testid=forfeit-confirm]');
      expect(await page.locator('[data-testid=forfeit-confirm]').textContent()).toContain(
        'Bílý vyhrál kontumačně',
      );
      await expectAxeClean(page, 'Czech rounds with a forfeit to confirm');
      await page.keyboard.press('Enter');
      await waitResult(page, 4, '+:-');
      expect(await focused(page)).toBe('entry-4');
      await page.waitForFunction(() => document.querySelector('[data-testid=status]') !== null);
      expect(sent.map((s) => s.result)).toEqual(['1-0', '0-1', '1/2-1/2', '+:-']);
      expect(await boardResults(1)).toEqual(['1-0', '0-1', '1/2-1/2', '+:-']);
      await expectAxeClean(page, 'Czech rounds after the results');
      expect(arbiter.errors).toEqual([]);
      step('stored');
    },
  );

  it(
    'checks the round by a blind second entry: the board that differs is listed, nothing is stored',
    { timeout: 180_000 },
    async () => {
      const page = arbiter.page;
      const before = sent.length;
      await page.locator('[data-testid=verify]').focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=second-entry]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'second-1');
      // blind: the first entry is nowhere in the fields
      const values = await page
        .locator('input[data-testid^=second-]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(values).toEqual(['', '', '', '']);
      expect(await page.locator('[data-testid^=entry-]').count()).toBe(0);
      // the score sheets say 1-0, 1-0 (the first entry had 0-1), ½, White's forfeit
      for (const k of [CZ.one, CZ.one, CZ.five, CZ.shiftOne]) {
        await press(page, k);
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('[data-testid=mismatches]');
      const listed = await page.locator('[data-testid=mismatches] li').allTextContents();
      expect(listed).toEqual(['Šachovnice 2: první zápis 0–1, druhý zápis 1–0']);
      await expectAxeClean(page, 'Czech second entry with a difference');
      expect(sent.length).toBe(before);
      expect(await boardResults(1)).toEqual(['1-0', '0-1', '1/2-1/2', '+:-']);
      await page.locator('[data-testid=verify-end]').click();
      await page.waitForSelector('[data-testid=entry-1]');
      expect(await shownResult(page, 2)).toBe('0-1');
    },
  );
});

describe('when the server goes away in the middle of result entry', () => {
  it(
    'keeps the typed results as unsent and sends them once when it is back',
    { timeout: 420_000 },
    async () => {
      const step = stepper('outage cs');
      await org.call('POST', `${T()}/rounds/1/close`);
      await org.call('POST', `${T()}/rounds`, {});
      const page = arbiter.page;
      await page.goto(`${server.url}/cs/tournaments/${id}/rounds`);
      await page.waitForSelector('[data-testid=pairing-2]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'entry-1');
      await page.waitForSelector('[data-testid=live][data-state=live]');
      await press(page, CZ.one);
      await waitResult(page, 1, '1-0');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=entry-1]')?.getAttribute('data-state') === '',
      );
      await page.keyboard.press('Enter');
      step('board 1 stored');

      await server.kill();
      // the live indicator goes off and says the connection is lost
      await page.waitForSelector('[data-testid=live][data-state=lost]', { timeout: 30_000 });
      expect(await page.locator('[data-testid=live]').textContent()).toContain(
        'Spojení ztraceno, připojuji znovu',
      );
      await press(page, CZ.zero);
      await page.keyboard.press('Enter');
      await press(page, CZ.five);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid=entry-2]')?.getAttribute('data-state') === 'unsent' &&
          document.querySelector('[data-testid=entry-3]')?.getAttribute('data-state') === 'unsent',
      );
      expect(await page.locator('[data-testid=unsent-2]').textContent()).toBe('zatím neodesláno');
      expect(await page.locator('[data-testid=unsent-count]').textContent()).toContain(
        '2 výsledky zatím nejsou odeslané',
      );
      // acknowledged stays, typed stays, nothing is called refused
      expect(await shownResult(page, 1)).toBe('1-0');
      expect(await shownResult(page, 2)).toBe('0-1');
      expect(await shownResult(page, 3)).toBe('1/2-1/2');
      let text = await page.locator('body').innerText();
      expect(text).not.toContain('Odmítnuto');
      expect(text).not.toContain('Failed to fetch');
      await expectAxeClean(page, 'Czech rounds while the server is away');
      step('typed during the outage');

      await server.restart();
      step('server restarted');
      await page.waitForFunction(
        () =>
          ['entry-1', 'entry-2', 'entry-3'].every(
            (t) => document.querySelector(`[data-testid=${t}]`)?.getAttribute('data-state') === '',
          ),
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForSelector('[data-testid=live][data-state=live]', { timeout: 30_000 });
      expect((await boardResults(2)).slice(0, 3)).toEqual(['1-0', '0-1', '1/2-1/2']);
      expect(await shownResult(page, 2)).toBe('0-1');
      expect(await shownResult(page, 3)).toBe('1/2-1/2');
      text = await page.locator('body').innerText();
      expect(text).not.toContain('Odmítnuto');
      expect(text).not.toContain('Failed to fetch');
      // resent with the key it was first sent with, and stored once
      const round2 = sent.filter((s) => s.round === 2);
      for (const board of [2, 3]) {
        const keys = new Set(round2.filter((s) => s.board === board).map((s) => s.key));
        expect(keys.size, `board ${board}`).toBe(1);
      }
      expect(round2.filter((s) => s.board === 2).length).toBeGreaterThan(1);
      const history = (await (await org.call('GET', `${T()}/history?limit=5000`)).json()) as {
        type: string;
        data: { round?: number; board?: number };
      }[];
      const recorded = history.filter((e) => e.type === 'ResultRecorded' && e.data.round === 2);
      expect(recorded.map((e) => e.data.board).sort()).toEqual([1, 2, 3]);
      expect(arbiter.errors).toEqual([]);
      step('sent once');
    },
  );
});

describe('the organiser’s small things, in Czech', () => {
  it(
    'withdraws a player with a confirmation, a round and a reason, and renumbers the start list after a late entry',
    { timeout: 300_000 },
    async () => {
      const step = stepper('organiser cs');
      const late = await createTournamentApi(org, {
        name: 'Pozdní přihláška',
        game: 'tri-d-chess',
        pairingSystem: 'dutch',
        rounds: 5,
        tieBreaks: ['BH', 'SB'],
      });
      const L = `/api/tournaments/${late}`;
      const csv = ['jméno;rating', ...PLAYERS.slice(0, 6).map((n, i) => `${n};${2000 - i * 50}`)].join('\n');
      await org.call('POST', `${L}/players/import`, { format: 'csv', text: csv });
      await org.call('POST', `${L}/rounds`, {});
      for (const board of [1, 2, 3])
        await org.call('PUT', `${L}/rounds/1/boards/${board}/result`, { result: '1-0' });
      await org.call('POST', `${L}/rounds/1/close`);
      const namesOf = async (round: number) => {
        const p = (await (await org.call('GET', `${L}/rounds/${round}`)).json()) as {
          boards: { white: { name: string }; black: { name: string } }[];
        };
        return p.boards.map((b) => `${b.white.name}-${b.black.name}`);
      };
      const round1 = await namesOf(1);

      const page = arbiter.page;
      await page.goto(`${server.url}/cs/tournaments/${late}/players`);
      await page.waitForSelector('[data-testid=players] tbody tr');
      expect(await page.locator('[data-testid=renumber-offer]').count()).toBe(0);
      // a late entry with the add form: the offer to renumber appears, naming its rule
      const form = page.locator('section[aria-labelledby=add-h] form');
      await form.locator('input[name=name]').fill('Zdeněk Pozdní');
      await form.locator('input[name=rating]').fill('2300');
      await form.locator('button[type=submit]').click();
      await page.waitForSelector('[data-testid=renumber-offer]');
      const offer = (await page.locator('[data-testid=renumber-offer]').textContent()) ?? '';
      expect(offer).toContain('Přečíslovat startovní listinu podle ratingu');
      expect(offer).toContain('FIDE C.04.2');
      expect(offer).toContain('Před losováním 2. kola');
      step('late entry');

      // withdrawal: its own verb, a dialog with the round it takes effect and a reason; Escape withdraws nobody
      expect(await page.getByRole('button', { name: 'Odhlásit se', exact: true }).count()).toBe(1);
      const withdraw = page.locator('[data-testid=withdraw-2]');
      expect(await withdraw.textContent()).toBe(`Vyřadit z turnaje: ${PLAYERS[1]}`);
      await withdraw.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=withdraw-dialog]');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'reason');
      expect(await page.locator('[data-testid=withdraw-effect]').textContent()).toBe(
        `Platí od 2. kola: od tohoto kola se hráč ${PLAYERS[1]} nelosuje.`,
      );
      await expectAxeClean(page, 'Czech players with the withdrawal dialog and the renumbering offer');
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid=withdraw-dialog]', { state: 'detached' });
      expect(await page.locator('tr[data-player="2"]').textContent()).toContain('hraje');
      expect(await focused(page)).toBe('withdraw-2');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'reason');
      await page.keyboard.type('Nemoc');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=reinstate-2]');
      expect(await page.locator('tr[data-player="2"]').textContent()).toContain('odstoupil');
      const history = (await (await org.call('GET', `${L}/history?limit=5000`)).json()) as {
        type: string;
        data: { player?: number; afterRound?: number; reason?: string };
      }[];
      expect(history.filter((e) => e.type === 'PlayerWithdrawn').map((e) => e.data)).toEqual([
        { player: 2, afterRound: 1, reason: 'Nemoc' },
      ]);
      step('withdrawn');

      // renumbering: the start list follows the rating again; round 1's games keep their players
      await page.locator('[data-testid=renumber]').click();
      await page.waitForSelector('[data-testid=renumber-offer]', { state: 'detached' });
      await page.waitForFunction(
        () => document.querySelector('[data-testid=players] tbody tr th')?.textContent === 'Zdeněk Pozdní',
      );
      const rows = await page
        .locator('[data-testid=players] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => `${tr.children[0].textContent} ${tr.children[1].textContent}`));
      expect(rows).toEqual(['1 Zdeněk Pozdní', ...PLAYERS.slice(0, 6).map((n, i) => `${i + 2} ${n}`)]);
      expect(await namesOf(1)).toEqual(round1);
      await expectAxeClean(page, 'Czech players after the renumbering');
      // the next round pairs the late entry and not the withdrawn player
      await org.call('POST', `${L}/rounds`, {});
      const round2 = (await namesOf(2)).join(' ');
      expect(round2).toContain('Zdeněk Pozdní');
      expect(round2).not.toContain(PLAYERS[1]);
      expect(arbiter.errors).toEqual([]);
      step('renumbered');
    },
  );

  it(
    'names games, pairing systems and option values in Czech, and says in Czech that a page does not exist',
    { timeout: 180_000 },
    async () => {
      const page = arbiter.page;
      await page.goto(`${server.url}/cs/tournaments/new`);
      await page.waitForSelector('select[name=pairingSystem] option[value=dutch]', { state: 'attached' });
      await page.waitForSelector('select[name=game] option', { state: 'attached' });
      const texts = (selector: string) =>
        page.locator(selector).evaluateAll((os) => os.map((o) => (o.textContent ?? '').trim()));
      expect(await texts('select[name=game] option')).toEqual([
        'Trojrozměrné šachy (turnajová pravidla Jense Medera)',
        'Drakoburg (Dračí šachy)',
      ]);
      expect((await texts('select[name=pairingSystem] option')).join(' | ')).toContain(
        'Švýcarský systém FIDE (holandský)',
      );
      expect(await texts('select[name=opt-notation] option')).toEqual([
        'přísné (strict)',
        'shovívavé (s varováním) (lenient)',
      ]);
      await expectAxeClean(page, 'Czech create form with named values');
      await page.goto(`${server.url}/cs/neni-tu-nic`);
      await page.waitForSelector('[data-testid=not-found]');
      expect(await page.locator('[data-testid=not-found] h1').textContent()).toBe('Stránka nenalezena');
      expect(await page.locator('body').innerText()).not.toContain('Not Found');
    },
  );
});
