/**
 * Accounts in the app, in Czech (issue 32, part 3): the organiser (the server's administrator)
 * invites an arbiter from the accounts page by keyboard, the arbiter opens the one-time link and
 * sets a password (signed in at once), the organiser sees who has access, resets the arbiter's
 * password, and the arbiter sets a new one with the second link (the old one then fails). A
 * mistyped code is refused in Czech. axe on both pages. Real server on PGlite with its
 * production limits, port 0; Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './server';
import { tournamentSuite } from './suite';
import { expectAxeClean, openContext, signIn } from './flow';

const suite = tournamentSuite([]);

/** Sets a password on the welcome page the link opened, by keyboard, and lands signed in. */
async function setPassword(page: Page, password: string): Promise<void> {
  // the code is filled in from the link and the password field has the focus
  await page.waitForSelector('h1:has-text("Nastavte si heslo")');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 })
    .toBe('password');
  await page.keyboard.type(password);
  await page.keyboard.press('Tab'); // to "Nové heslo znovu"
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/cs\/tournaments$/);
}

async function signInStatus(base: string, name: string, password: string): Promise<number> {
  const r = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  return r.status;
}

describe('accounts in Czech', () => {
  it('invites an arbiter, lists who has access, resets the password: links, keyboard, axe', async () => {
    const base = suite.server.url;
    const org = await openContext(suite.browser);
    const arb = await openContext(suite.browser, 390, 800);
    try {
      await signIn(org.page, base, 'cs', ADMIN.name, ADMIN.password);
      await org.page.getByRole('link', { name: 'Účty' }).click();
      await org.page.waitForURL(/\/cs\/accounts$/);
      await org.page.waitForSelector(`[data-account="${ADMIN.name}"][data-status=active]`);
      await expectAxeClean(org.page, 'cs accounts');

      // the invitation, typed and sent from the keyboard
      await org.page.getByLabel('Název účtu').focus();
      await org.page.keyboard.type('jana');
      await org.page.keyboard.press('Tab');
      await org.page.keyboard.type('Jana Rozhodčí');
      await org.page.keyboard.press('Enter');
      await org.page.waitForSelector('[data-testid=one-time-link]');
      expect(await org.page.getByRole('status').textContent()).toContain('Pozvánka pro jana je vytvořena.');
      const invitation = await org.page.getByTestId('one-time-url').inputValue();
      // the test server listens on 127.0.0.1, so its public URL is this address
      expect(invitation).toMatch(new RegExp(`^${base}/cs/welcome#jana%3A[A-Za-z0-9_-]{20,}$`));
      const row = org.page.locator('[data-account=jana]');
      expect(await row.getAttribute('data-status')).toBe('invited');
      expect(await row.textContent()).toContain('Pozván, heslo zatím nenastavil');
      await expectAxeClean(org.page, 'cs accounts with a one-time link');

      // a mistyped code: refused in Czech, nothing set
      await arb.page.goto(invitation.replace(/.{3}$/, 'abc'));
      await arb.page.getByLabel('Nové heslo', { exact: true }).fill('jana-heslo-12345');
      await arb.page.getByLabel('Nové heslo znovu').fill('jana-heslo-12345');
      await arb.page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click();
      const problem = arb.page.getByTestId('problem');
      await problem.waitFor();
      expect(await problem.getAttribute('data-code')).toBe('ERR_SETUP_CODE');
      expect(await problem.textContent()).toContain('Požádejte pořadatele o nový');
      expect(await signInStatus(base, 'jana', 'jana-heslo-12345')).toBe(401);

      // the link as given: the arbiter sets a password and is signed in
      await arb.page.goto('about:blank');
      await arb.page.goto(invitation);
      await arb.page.waitForSelector('h1:has-text("Nastavte si heslo")');
      await expectAxeClean(arb.page, 'cs welcome');
      await setPassword(arb.page, 'jana-heslo-12345');
      expect(await arb.page.getByTestId('signed-in').textContent()).toContain('Jana Rozhodčí');

      // the organiser sees the account active, and resets its password (keyboard: focus, Enter)
      await org.page.reload();
      await org.page.waitForSelector('[data-account=jana][data-status=active]');
      await org.page.getByRole('button', { name: 'Obnovit heslo účtu Jana Rozhodčí' }).focus();
      await org.page.keyboard.press('Enter');
      await expect
        .poll(() => org.page.getByTestId('one-time-url').inputValue(), { timeout: 30_000 })
        .not.toBe(invitation);
      const resetLink = await org.page.getByTestId('one-time-url').inputValue();
      expect(resetLink).toMatch(/\/cs\/welcome#jana%3A/);
      await org.page.waitForSelector('[data-account=jana]:has-text("Čeká na nové heslo")');

      const second = await openContext(suite.browser, 390, 800);
      try {
        await second.page.goto(resetLink);
        await setPassword(second.page, 'jana-nove-heslo-678');
      } finally {
        await second.context.close();
      }
      expect(await signInStatus(base, 'jana', 'jana-heslo-12345')).toBe(401);
      expect(await signInStatus(base, 'jana', 'jana-nove-heslo-678')).toBe(200);
      expect(org.errors).toEqual([]);
      expect(arb.errors).toEqual([]);
    } finally {
      await org.context.close();
      await arb.context.close();
    }
  });
});
