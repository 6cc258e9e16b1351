/**
 * The screens that follow a tournament live refresh on every event type the server sends, the
 * ones `@arbiter/api` derives from the event schemas: a player checked in by another arbiter
 * shows as present on the staff's check-in list, and a renamed player's new name reaches the
 * public pairings, each without a reload (the app's hand-kept list once lacked both events).
 * Real server on PGlite in a temporary directory, port 0; Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import { createTournamentApi, signInApi } from './api';
import { tournamentSuite } from './suite';
import { openContext, stepper } from './flow';

const ORG = { name: 'liveorg', displayName: 'Lena Live', password: 'live-password-123' };
const suite = tournamentSuite([ORG]);
const NAMES = ['Ada Ash', 'Ben Birch', 'Cy Cedar', 'Di Dogwood'];

describe('live events', () => {
  it('refreshes the check-in list on a check-in and the public pairings on a rename, without a reload', async () => {
    const base = suite.server.url;
    const step = stepper('live events');
    const api = await signInApi(base, ORG);
    const id = await createTournamentApi(api, {
      name: 'Live Swiss',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 3,
      checkIn: 'zero-bye',
    });
    const T = `/api/tournaments/${id}`;
    await api.call('POST', `${T}/players/import`, {
      format: 'csv',
      text: ['name,rating', ...NAMES.map((n, i) => `${n},${2000 - 10 * i}`)].join('\n'),
    });
    await api.call('POST', `${T}/publication`, { published: true });
    const desk = await openContext(suite.browser);
    const pub = await openContext(suite.browser, 390, 844);
    try {
      await api.share(desk.context);
      let deskLoads = 0;
      let publicLoads = 0;
      desk.page.on('framenavigated', (f) => f === desk.page.mainFrame() && deskLoads++);
      pub.page.on('framenavigated', (f) => f === pub.page.mainFrame() && publicLoads++);

      // another arbiter checks player 2 in: the desk's list shows it
      await desk.page.goto(`${base}/en/tournaments/${id}/check-in`);
      await desk.page.waitForSelector('[data-testid=toggle-2][aria-pressed=false]');
      deskLoads = 0;
      await api.call('PUT', `${T}/rounds/1/check-in/2`);
      await desk.page.waitForSelector('[data-testid=toggle-2][aria-pressed=true]', { timeout: 30_000 });
      step('check-in shown live');

      // round 1 paired with everyone present; the public page shows it
      for (const p of [1, 3, 4]) await api.call('PUT', `${T}/rounds/1/check-in/${p}`);
      await api.call('POST', `${T}/rounds`, {});
      await pub.page.goto(`${base}/en/public/${id}`);
      await pub.page.waitForSelector('[data-testid=pairing-1]');
      expect(await pub.page.locator('[data-testid=pairing-1]').textContent()).toContain(NAMES[0]);
      publicLoads = 0;

      // the organiser corrects player 1's name: the public pairings show the new one
      await api.call('PATCH', `${T}/players/1`, { name: 'Ada Ashford' });
      await pub.page.waitForFunction(
        () => document.querySelector('[data-testid=pairing-1]')?.textContent?.includes('Ada Ashford'),
        undefined,
        { timeout: 30_000 },
      );
      step('rename shown live');
      expect([deskLoads, publicLoads]).toEqual([0, 0]);
      expect([...desk.errors, ...pub.errors]).toEqual([]);
    } finally {
      await desk.context.close();
      await pub.context.close();
    }
  });
});
