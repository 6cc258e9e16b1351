/**
 * Check-in through a whole round, in English and in Czech (rulings ARB CI1, ARB CI2): the organiser
 * creates a Dutch Swiss whose absent players get a zero-point bye, issues the players' code, checks
 * players in from the keyboard (filter and Enter, then a toggle), one player checks in on a
 * phone-sized page with the code (a wrong code first: refused, nothing stored), the rounds page
 * names who is absent and how they will be treated before pairing, and the round is paired, played
 * and closed accordingly; the next round's check-in starts empty. axe on every screen.
 * Real server on PGlite in a temporary directory, port 0; Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInApi } from './api';
import { tournamentSuite } from './suite';
import {
  closeRound,
  enterResults,
  expectAxeClean,
  openContext,
  openRounds,
  pairNext,
  resultsFor,
  signIn,
  stepper,
  type Lang,
} from './flow';

const ORG = { name: 'desk', displayName: 'Dana Desk', password: 'desk-password-123' };
const suite = tournamentSuite([ORG]);

const CASES: Record<Lang, { names: string[]; zeroBye: string; absentText: RegExp; here: RegExp }> = {
  en: {
    names: ['Alice Archer', 'Bruno Baker', 'Carla Cole', 'Dmitri Dunn', 'Erin East', 'Felix Ford'],
    zeroBye: 'Zero-point bye',
    absentText: /each will get a zero-point bye.*Pairing by hand treats them the same way/s,
    here: /you are checked in for round 1/,
  },
  cs: {
    names: [
      'Adéla Nováková',
      'Bohumil Svoboda',
      'Čeněk Novotný',
      'Dagmar Dvořáková',
      'Evžen Černý',
      'František Procházka',
    ],
    zeroBye: 'Volno bez bodu',
    absentText: /každý dostane volno bez bodu.*Ruční losování s nimi naloží stejně/s,
    here: /jste prezentován na 1\. kolo/,
  },
};

/** Waits until player `p`'s toggle on the check-in list says present (or not). */
async function waitPresent(page: Page, p: number, present: boolean): Promise<void> {
  await page.waitForSelector(`[data-testid=toggle-${p}][aria-pressed=${present}]`);
}

describe.each(['en', 'cs'] as const)('check-in through a whole round (%s)', (lang) => {
  it('checks in at the desk and on a phone, previews the absent and pairs them as the settings say', async () => {
    const c = CASES[lang];
    const base = suite.server.url;
    const step = stepper(`check-in ${lang}`);
    const org = await openContext(suite.browser);
    const phone = await openContext(suite.browser, 390, 844);
    const page = org.page;
    try {
      await signIn(page, base, lang, ORG.name, ORG.password);
      // the create form: Dutch, 3 rounds, check-in with a zero-point bye for the absent
      await page.goto(`${base}/${lang}/tournaments/new`);
      await page.waitForSelector('select[name=pairingSystem] option[value=dutch]', { state: 'attached' });
      await page.waitForSelector('select[name=game] option', { state: 'attached' });
      await page.locator('input[name=name]').fill(`Check-in ${lang}`);
      await page.locator('select[name=pairingSystem]').selectOption('dutch');
      await page.locator('input[name=rounds]').fill('3');
      await page.locator('[data-testid=check-in-policy]').selectOption('zero-bye');
      await expectAxeClean(page, `create (${lang})`);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(new RegExp(`/${lang}/tournaments/([a-z0-9]+)/players$`));
      const id = /tournaments\/([a-z0-9]+)\/players/.exec(page.url())![1];
      const api = await signInApi(base, ORG);
      const csv = ['name,rating', ...c.names.map((n, i) => `${n},${2200 - 50 * i}`)].join('\n');
      await api.call('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
      step('created');

      // the overview shows the setting
      await page.goto(`${base}/${lang}/tournaments/${id}`);
      await page.waitForSelector('[data-testid=check-in-fact]');
      const fact = await page.locator('[data-testid=check-in-fact]').textContent();
      expect(fact).toMatch(lang === 'en' ? /zero-point bye/ : /volno bez bodu/);

      // the desk: issue the code, then check in by keyboard alone
      await page.goto(`${base}/${lang}/tournaments/${id}/check-in`);
      await page.waitForSelector('[data-testid=check-in-list]');
      await page.locator('[data-testid=renew-code]').click();
      await page.waitForSelector('[data-testid=check-in-code]');
      const code = (await page.locator('[data-testid=check-in-code]').textContent())!.trim();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
      await expectAxeClean(page, `check-in list (${lang})`);
      const filter = page.locator('[data-testid=check-in-filter]');
      for (const p of [1, 2]) {
        await filter.focus();
        await page.keyboard.type(c.names[p - 1].split(' ')[1]);
        await page.keyboard.press('Enter');
        await waitPresent(page, p, true);
      }
      await page.locator('[data-testid=toggle-3]').focus();
      await page.keyboard.press('Enter');
      await waitPresent(page, 3, true);
      step('desk');

      // the phone: a wrong code is refused, the right one lets player 4 check in
      const p = phone.page;
      await p.goto(`${base}/${lang}/check-in/${id}`);
      await p.locator('[data-testid=code-input]').fill('AAAAAAAAAA');
      await p.keyboard.press('Enter');
      await p.waitForSelector('[data-testid=problem][data-code=ERR_CHECK_IN_CODE]');
      await expectAxeClean(p, `phone, wrong code (${lang})`);
      await p.locator('[data-testid=code-input]').fill(code.toLowerCase());
      await p.keyboard.press('Enter');
      await p.waitForSelector('[data-testid=name-select]');
      await p.locator('[data-testid=name-select]').selectOption('4');
      await p.locator('[data-testid=i-am-here]').click();
      await p.waitForSelector('[data-testid=status]');
      expect(await p.locator('[data-testid=status]').textContent()).toMatch(c.here);
      await expectAxeClean(p, `phone, checked in (${lang})`);
      await page.reload();
      await waitPresent(page, 4, true);
      step('phone');

      // before pairing: the absent (5, 6) and their treatment
      await openRounds(page, base, lang, id);
      await page.waitForSelector('[data-testid=absent-list]');
      const absent = await page.locator('[data-testid=absent-list] li').allTextContents();
      expect(absent).toEqual([`5. ${c.names[4]}`, `6. ${c.names[5]}`]);
      expect(await page.locator('[data-testid=absentees]').textContent()).toMatch(c.absentText);
      await expectAxeClean(page, `rounds before pairing (${lang})`);

      // paired accordingly: four present on two boards, the absent on zero-point byes
      const boards = await pairNext(page, 1);
      expect(boards).toBe(2);
      const seated = await page
        .locator('[data-testid=pairing-1] tbody td')
        .allTextContents()
        .then((cells) => cells.join(' '));
      for (const name of c.names.slice(0, 4)) expect(seated).toContain(name);
      for (const name of c.names.slice(4)) expect(seated).not.toContain(name);
      const byes = await page.locator('ul.byes li').allTextContents();
      expect(byes).toEqual([`${c.zeroBye}: ${c.names[4]} (5)`, `${c.zeroBye}: ${c.names[5]} (6)`]);
      await expectAxeClean(page, `rounds after pairing (${lang})`);

      // the round played and closed
      await enterResults(page, resultsFor(1, boards));
      await closeRound(page, 1);
      const history = (await (await api.call('GET', `/api/tournaments/${id}/history`)).json()) as {
        type: string;
        data: { player?: number; by?: string; players?: number[] };
        actor: string | null;
      }[];
      expect(
        history.filter((e) => e.type === 'PlayerCheckedIn').map((e) => [e.data.player, e.data.by, e.actor]),
      ).toEqual([
        [1, 'arbiter', ORG.name],
        [2, 'arbiter', ORG.name],
        [3, 'arbiter', ORG.name],
        [4, 'player', 'check-in-code'],
      ]);
      expect(history.find((e) => e.type === 'AbsenteesTreated')?.data.players).toEqual([5, 6]);
      const trf = await (await api.call('GET', `/api/tournaments/${id}/export.trf`)).text();
      expect(trf.match(/0000 - Z/g)).toHaveLength(2);

      // the next round's check-in starts empty
      await page.goto(`${base}/${lang}/tournaments/${id}/check-in`);
      await page.waitForSelector('[data-testid=check-in-list]');
      for (const q of [1, 2, 3, 4, 5, 6]) await waitPresent(page, q, false);
      await expectAxeClean(page, `check-in list, round 2 (${lang})`);
      expect([...org.errors, ...phone.errors]).toEqual([]);
      step('round played');
    } finally {
      await org.context.close();
      await phone.context.close();
    }
  });
});
