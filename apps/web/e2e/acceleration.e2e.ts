/**
 * Baku acceleration set in the app (FIDE C.04.5.1): a Dutch Swiss created through the form with
 * the acceleration box ticked keeps the setting (overview, settings), is paired over HTTP as the
 * domain pairs the same tournament (`handleTournamentCommands` with the Dutch system, fed the same commands),
 * and exports its virtual points as TRF `250` records which, read back, pair the round the same
 * way again. The same field without acceleration pairs differently, so the check has teeth.
 * Real server on PGlite in a temporary directory, port 0; Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOURNAMENT,
  handleTournamentCommands,
  pairingInputFromTrf,
  pairingRegistry,
  parseTrf,
  type TournamentCommand,
} from '@arbiter/tournament';
import { dutchSystem } from '@arbiter/swiss-dutch';
import { signInApi } from './api';
import { tournamentSuite } from './suite';
import { expectAxeClean, openContext, signIn } from './flow';

const ORG = { name: 'accel', displayName: 'Ada Accel', password: 'accel-password-123' };
const suite = tournamentSuite([ORG]);
const deps = { systems: pairingRegistry(dutchSystem) };
const PLAYERS = Array.from({ length: 12 }, (_, i) => ({
  name: `Player ${String.fromCharCode(65 + i)}`,
  rating: 2400 - 25 * i,
}));
const ROUNDS = 5;

/** The domain's own tournament: the same commands decided in this process. */
function domainRound1(acceleration: 'baku' | null): string[] {
  const commands: TournamentCommand[] = [
    {
      type: 'CreateTournament',
      name: 'Domain',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: ROUNDS,
      ...(acceleration ? { acceleration } : {}),
    },
    ...PLAYERS.map((p) => ({ type: 'RegisterPlayer' as const, ...p })),
    { type: 'PairRound', round: 1 },
  ];
  const r = handleTournamentCommands(EMPTY_TOURNAMENT, commands, deps);
  if (!r.ok) throw new Error(`${commands[r.index ?? 0].type}: ${r.error.code}`);
  return r.value.state.rounds[0].boards.map((b) => `${b.white}-${b.black}`);
}

describe('Baku acceleration set in the app', () => {
  it('is set through the form, shown, paired over HTTP as the domain pairs it, and exported in the TRF', async () => {
    const base = suite.server.url;
    const { context, page, errors } = await openContext(suite.browser);
    try {
      await signIn(page, base, 'en', ORG.name, ORG.password);
      await page.goto(`${base}/en/tournaments/new`);
      await page.waitForSelector('select[name=pairingSystem] option[value=dutch]', { state: 'attached' });
      await page.waitForSelector('select[name=game] option', { state: 'attached' });
      await page.locator('input[name=name]').fill('Accelerated open');
      await page.locator('select[name=pairingSystem]').selectOption('round-robin');
      expect(await page.locator('[data-testid=acceleration]').count()).toBe(0);
      await page.locator('select[name=pairingSystem]').selectOption('dutch');
      await page.locator('input[name=rounds]').fill(String(ROUNDS));
      await page.locator('input[name=tieBreaks]').fill('BH/C1, BH, SB');
      await page.locator('[data-testid=acceleration]').check();
      await expectAxeClean(page, 'create with acceleration');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/en\/tournaments\/([a-z0-9]+)\/players$/);
      const id = /tournaments\/([a-z0-9]+)\/players/.exec(page.url())![1];

      const api = await signInApi(base, ORG);
      const summary = (await (await api.call('GET', `/api/tournaments/${id}`)).json()) as {
        settings: { acceleration?: string };
      };
      expect(summary.settings.acceleration).toBe('baku');
      const csv = ['name,rating', ...PLAYERS.map((p) => `${p.name},${p.rating}`)].join('\n');
      await api.call('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
      await page.goto(`${base}/en/tournaments/${id}`);
      await page.waitForSelector('[data-testid=acceleration-fact]');
      expect(await page.locator('[data-testid=acceleration-fact]').textContent()).toMatch(
        /Baku acceleration/,
      );

      // the TRF before round 1 carries the virtual points (250 records)
      const trf = await (await api.call('GET', `/api/tournaments/${id}/export.trf`)).text();
      expect(trf.split('\n').filter((l) => l.startsWith('250 '))).not.toHaveLength(0);

      await api.call('POST', `/api/tournaments/${id}/rounds`, {});
      const round = (await (await api.call('GET', `/api/tournaments/${id}/rounds/1?format=json`)).json()) as {
        boards: { white: { id: number }; black: { id: number } }[];
      };
      const overHttp = round.boards.map((b) => `${b.white.id}-${b.black.id}`);
      expect(overHttp).toEqual(domainRound1('baku'));
      expect(overHttp).not.toEqual(domainRound1(null));

      // read back, the exported file pairs round 1 the same way
      const parsed = parseTrf(trf);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const input = pairingInputFromTrf(parsed.value);
      if (!input.ok) throw new Error(input.error.message);
      const fromTrf = dutchSystem.pair(input.value);
      expect(fromTrf.ok && fromTrf.value.boards.map((b) => `${b.white}-${b.black}`)).toEqual(overHttp);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
