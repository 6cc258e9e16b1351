/**
 * A club tournament run in the browser, in English, against the real server (PGlite in a
 * temporary directory, port 0): an organiser signs in, creates a 12-player, 5-round Dutch Swiss,
 * registers the players (form and CSV import), publishes it and plays it to the final standings
 * through the pages alone, entering every result with the keyboard. A second browser, as the
 * public, sees each result appear within a second without a reload. The exported TRF gives the
 * same standings with `arbiter standings` and the same pairings with `arbiter pair --check`.
 * An arbiter of another tournament is refused; on that tournament's boards the organiser attaches
 * game records (one refused with its code, one stored and replayed in the game viewer) and enters
 * a double forfeit by its key. axe runs on every screen.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { arbiter } from './server';
import { decidedGame, example, tournamentSuite } from './suite';
import {
  addPlayer,
  closeRound,
  createTournament,
  enterResults,
  entryResult,
  expectAxeClean,
  fetchText,
  followByKeyboard,
  importCsv,
  openContext,
  openRounds,
  pairNext,
  pressResultKey,
  publish,
  resultsFor,
  seenAt,
  signIn,
  standingsRows,
  stepper,
  watchResults,
} from './flow';

const ORG = { name: 'org', displayName: 'Olga Organiser', password: 'organiser-password-1' };
const ARB = { name: 'arb2', displayName: 'Adam Arbiter', password: 'arbiter-password-1' };
const suite = tournamentSuite([ORG, ARB]);

const PLAYERS = [
  ['Alena Bártová', 2210],
  ['Boris Cech', 2185],
  ['Cyril Dvořák', 2150],
  ['Dana Erbenová', 2122],
  ['Emil Fiala', 2090],
  ['Filip Gregor', 2061],
  ['Gita Horáková', 2033],
  ['Hugo Ivan', 2004],
  ['Ivana Jirásková', 1977],
  ['Jan Kubát', 1942],
  ['Karel Lukeš', 1911],
  ['Lucie Malá', 1880],
] as const;

const SHOWN: Record<string, string> = { '1-0': '1–0', '0-1': '0–1', '1/2-1/2': '½–½' };

describe('a 12-player, 5-round Dutch Swiss in English', () => {
  let id = '';

  it(
    'is run from creation to the final standings through the pages, followed live by the public',
    { timeout: 420_000 },
    async () => {
      const org = await openContext(suite.browser);
      const pub = await openContext(suite.browser, 360, 740);
      const page = org.page;
      const step = stepper('swiss en');
      try {
        await page.goto(`${suite.server.url}/en`);
        await expectAxeClean(page, 'home');
        await page.goto(`${suite.server.url}/en/signin`);
        await page.waitForSelector('input[name=name]');
        await expectAxeClean(page, 'sign in');
        await signIn(page, suite.server.url, 'en', ORG.name, ORG.password);
        await expectAxeClean(page, 'tournament list');
        step('signed in');

        id = await createTournament(
          page,
          suite.server.url,
          'en',
          { name: 'Autumn Club Swiss', system: 'dutch', rounds: 5, tieBreaks: 'BH/C1, BH, SB' },
          true,
        );
        // Two players by the form, ten by a CSV import.
        await addPlayer(page, PLAYERS[0][0], PLAYERS[0][1]);
        await addPlayer(page, PLAYERS[1][0], PLAYERS[1][1]);
        const csv = ['name,rating', ...PLAYERS.slice(2).map(([n, r]) => `${n},${r}`)].join('\n');
        await importCsv(page, csv, 12);
        await page.waitForSelector('[data-testid=status]');
        expect(await page.locator('[data-testid=status]').textContent()).toContain('10 players imported');
        // Edit a player: the rating corrected, the pairing number kept.
        await page.getByRole('button', { name: `Edit ${PLAYERS[11][0]}` }).click();
        const edit = page.locator('[data-testid=players] form');
        await edit.locator('input[name=rating]').fill('1888');
        await edit.locator('input[name=birthYear]').fill('2009');
        await edit.locator('button[type=submit]').click();
        await page.waitForFunction(() =>
          document
            .querySelector('[data-testid=players] tr[data-player="12"]')
            ?.textContent?.includes('1,888'),
        );
        // Withdraw (confirmed, with a reason) and reinstate a player: the list says so each time.
        await page.getByRole('button', { name: `Withdraw ${PLAYERS[11][0]}` }).click();
        await page.locator('[data-testid=withdraw-dialog] input[name=reason]').fill('Entered by mistake');
        await page.locator('[data-testid=withdraw-confirm]').click();
        await page.getByRole('button', { name: `Reinstate ${PLAYERS[11][0]}` }).waitFor();
        await page.getByRole('button', { name: `Reinstate ${PLAYERS[11][0]}` }).click();
        await page.getByRole('button', { name: `Withdraw ${PLAYERS[11][0]}` }).waitFor();
        await expectAxeClean(page, 'players');
        step('created, players registered');

        await publish(page, suite.server.url, 'en', id);
        await expectAxeClean(page, 'overview');

        // The public follows on a phone-sized page, never reloaded from here on.
        await pub.page.goto(`${suite.server.url}/en/public/${id}`);
        await pub.page.waitForSelector('[data-testid=tournament-name]');
        await pub.page.waitForFunction(
          () => document.querySelector('h1')?.textContent === 'Autumn Club Swiss',
        );
        let publicLoads = 0;
        pub.page.on('framenavigated', (f) => {
          if (f === pub.page.mainFrame()) publicLoads++;
        });

        await openRounds(page, suite.server.url, 'en', id);
        await watchResults(pub.page);
        const delays: number[] = [];
        const fromKey: number[] = [];
        for (let round = 1; round <= 5; round++) {
          const boards = await pairNext(page, round);
          expect(boards).toBe(6);
          if (round === 1) {
            // Undo while no result is in, then pair again: the same pairing comes back.
            const first = await page.locator('[data-testid=pairing-1] tbody').textContent();
            await page.locator('[data-testid=undo]').click();
            await page.waitForSelector('[data-testid=pair-next]');
            await pairNext(page, 1);
            expect(await page.locator('[data-testid=pairing-1] tbody').textContent()).toBe(first);
            await expectAxeClean(page, 'rounds');
          }
          // The public page shows the new round by itself.
          await pub.page.waitForFunction(
            (r) => document.querySelector(`[data-testid=pairing-${r}]`) !== null,
            round,
            { timeout: 10_000 },
          );
          const results = resultsFor(round, boards);
          await enterResults(page, results, async (board, result, timing) => {
            const seen = await seenAt(pub.page, round, board, SHOWN[result]);
            delays.push(Math.max(0, seen - timing.storedAt));
            fromKey.push(seen - timing.pressedAt);
          });
          if (round === 3) {
            // Why board 1 was paired so: the Dutch system's deciding criterion, in words.
            await page.getByRole('button', { name: /^Why\? 1$/ }).click();
            await page.waitForSelector('[data-testid=why-summary]');
            expect(await page.locator('[data-testid=why-summary]').textContent()).toMatch(/paired .* with /);
            await expectAxeClean(page, 'rounds with an explanation');
          }
          if (round === 2) {
            // A correction: another key on a board with a result asks for a reason.
            await page.locator('[data-testid=entry-1]').focus();
            const current = await entryResult(page, 1);
            const other = current === '1-0' ? '=' : '1';
            await page.keyboard.press(other);
            await page.waitForSelector('[data-testid=correction] input[name=reason]');
            await page.keyboard.type('Scoresheet signed by both players says otherwise');
            await page.keyboard.press('Enter');
            const corrected = other === '=' ? '1/2-1/2' : '1-0';
            await page.waitForFunction(
              (r) => document.querySelector('[data-testid=entry-1]')?.getAttribute('data-result') === r,
              corrected,
            );
            await pub.page.waitForFunction(
              (r) => document.querySelector('[data-testid=result-1]')?.textContent?.trim() === r,
              SHOWN[corrected],
              { timeout: 10_000 },
            );
            await expectAxeClean(page, 'rounds with a correction');
          }
          await closeRound(page, round);
          step(`round ${round}`);
        }
        expect(publicLoads, 'the public page was never reloaded').toBe(0);
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        console.log(
          `public saw each of ${delays.length} results, after the server's answer: max ${Math.max(...delays)} ms, median ${median(delays)} ms; after the key press: max ${Math.max(...fromKey)} ms, median ${median(fromKey)} ms`,
        );
        expect(Math.max(...delays)).toBeLessThanOrEqual(1000);

        // The final standings on the organiser's page...
        await page.goto(`${suite.server.url}/en/tournaments/${id}/standings`);
        await page.waitForSelector('[data-testid=standings] tbody tr');
        await expectAxeClean(page, 'standings');
        const rows = await standingsRows(page);
        expect(rows).toHaveLength(12);
        // ...and as of round 3.
        await page.locator('select[name=round]').selectOption('3');
        await page.waitForURL(/round=3/);
        await page.waitForFunction(() => document.querySelector('caption')?.textContent?.includes('round 3'));

        step('standings');
        // The exported TRF gives the same standings and the same pairings with the CLI.
        const trf = await fetchText(page, `/api/tournaments/${id}/export.trf`);
        const file = path.join(suite.scratch, 'swiss-en.trf');
        writeFileSync(file, trf);
        const cli = arbiter('standings', file, '--tiebreaks', 'BH/C1,BH,SB', '--format', 'json');
        expect(cli.status, cli.stderr).toBe(0);
        const fromCli = JSON.parse(cli.stdout) as {
          rows: { rank: number; id: number; name: string; PTS: number }[];
        };
        expect(fromCli.rows.map((r) => [String(r.rank), String(r.id), r.name, r.PTS.toFixed(1)])).toEqual(
          rows.map((r) => [r[0], r[1], r[2], r[4]]),
        );
        const check = arbiter('pair', '--check', file);
        expect(check.status, check.stdout + check.stderr).toBe(0);
        expect(check.stdout).toMatch(/5/);

        step('CLI checks');
        for (const section of ['crosstable', 'history', 'print']) {
          await page.goto(`${suite.server.url}/en/tournaments/${id}/${section}`);
          await page.waitForSelector(`#${section === 'crosstable' ? 'cross' : section}-h`);
          await page.waitForSelector('table tbody tr');
          await expectAxeClean(page, section);
        }
        step('crosstable, history, print');
        // The print sheet: one page per round, then the standings, A4 breaks between them.
        await page.goto(`${suite.server.url}/en/tournaments/${id}/print`);
        await page.waitForSelector('[data-testid=print-round]');
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('[data-testid=print-round]').count()).toBe(5);
        const breaks = await page
          .locator('.print-page')
          .evaluateAll((els) => els.map((e) => getComputedStyle(e).breakAfter));
        expect(breaks).toEqual(['page', 'page', 'page', 'page', 'page', 'auto']);
        expect(await page.locator('header.top').isVisible()).toBe(false);

        // Public pages: standings and crosstable, axe clean, no sideways scrolling at 360 px.
        for (const [section, selector] of [
          ['', '[data-testid=pairing-5]'],
          ['/standings', '[data-testid=standings] tbody tr'],
          ['/crosstable', '[data-testid=crosstable] tbody tr'],
        ] as const) {
          await pub.page.goto(`${suite.server.url}/en/public/${id}${section}`);
          await pub.page.waitForSelector(selector);
          await expectAxeClean(pub.page, `public ${section || 'pairings'}`);
          expect(await pub.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            360,
          );
        }
        step('public pages');
        expect(org.errors).toEqual([]);
        expect(pub.errors).toEqual([]);
      } finally {
        await org.context.close();
        await pub.context.close();
      }
    },
  );

  it('refuses results from an arbiter of another tournament: the page says so, nothing is stored', async () => {
    const org = await openContext(suite.browser);
    const arb = await openContext(suite.browser);
    try {
      // The organiser makes a second tournament, with arb2 as its arbiter, and pairs round 1 of it.
      await signIn(org.page, suite.server.url, 'en', ORG.name, ORG.password);
      const other = await createTournament(org.page, suite.server.url, 'en', {
        name: 'Rapid Thursday',
        system: 'round-robin',
        rounds: null,
        tieBreaks: 'SB',
      });
      await org.page.goto(`${suite.server.url}/en/tournaments/${other}`);
      await org.page.locator('input[name=account]').fill(ARB.name);
      await org.page.locator('input[name=account]').press('Enter');
      await org.page.waitForFunction((n) => document.body.textContent?.includes(`${n} (arbiter)`), ARB.name);
      // A third tournament, published, with round 1 paired and no result yet: what arb2 will try to write to.
      const target = await createTournament(org.page, suite.server.url, 'en', {
        name: 'Closed Swiss',
        system: 'dutch',
        rounds: 3,
        tieBreaks: 'BH',
      });
      await importCsv(org.page, 'name,rating\nAnn,1500\nBen,1400\nCid,1300\nDee,1200', 4);
      await publish(org.page, suite.server.url, 'en', target);
      await openRounds(org.page, suite.server.url, 'en', target);
      await pairNext(org.page, 1);

      await signIn(arb.page, suite.server.url, 'en', ARB.name, ARB.password);
      await arb.page.goto(`${suite.server.url}/en/tournaments/${target}/rounds`);
      await arb.page.waitForSelector('[data-testid=pairing-1]');
      expect(await arb.page.locator('[data-testid=not-staff]').textContent()).toBe(
        'You are not an arbiter of this tournament: results cannot be entered here.',
      );
      expect(await arb.page.locator('[data-testid^=entry-]').count()).toBe(0);
      await expectAxeClean(arb.page, 'rounds, not staff');
      const before = await fetchText(arb.page, `/api/tournaments/${target}`);
      // Even sent by hand from the page, the write is refused before anything is stored.
      const status = await arb.page.evaluate(async (t) => {
        const res = await fetch(`/api/tournaments/${t}/rounds/1/boards/1/result`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ result: '1-0' }),
        });
        return res.status;
      }, target);
      expect(status).toBe(403);
      const after = await fetchText(arb.page, `/api/tournaments/${target}`);
      expect(JSON.parse(after).version).toBe(JSON.parse(before).version);
      const round = JSON.parse(await fetchText(arb.page, `/api/tournaments/${target}/rounds/1`)) as {
        boards: { result: string | null }[];
      };
      expect(round.boards.every((b) => b.result === null)).toBe(true);

      // The organiser, on the same boards: a record refused with its code, another attached and viewed.
      await openRounds(org.page, suite.server.url, 'en', target);
      await org.page.locator('[data-testid=attach-1]').click();
      const form = org.page.locator('[data-testid=attach-record]');
      await form.getByLabel('Game record').fill(example('meder-sample-game.pgn'));
      await form.getByRole('button', { name: 'Attach the record' }).click();
      await form.locator('[data-testid=problem][data-code=ERR_RECORD_ILLEGAL]').waitFor();
      expect(await form.locator('[data-testid=problem]').textContent()).toContain('ERR_RECORD_ILLEGAL');
      await form.getByLabel('Game record').fill(decidedGame('0-1'));
      await form.getByRole('button', { name: 'Attach the record' }).click();
      await form.locator('[data-testid=status]').waitFor();
      await org.page.waitForFunction(
        () => document.querySelector('[data-testid=entry-1]')?.getAttribute('data-result') === '0-1',
      );
      await expectAxeClean(org.page, 'rounds with a record attached');
      await org.page.locator('[data-testid=view-game-1]').click();
      await org.page.waitForSelector('[data-testid=game-viewer] .board svg');
      // The stored game opens at its last ply; the stepper walks it back to the start.
      const plyStatus = () => org.page.locator('[data-testid=ply-status]').textContent();
      expect(await plyStatus()).toMatch(/^ply (\d+) of \1$/);
      await org.page.getByRole('button', { name: 'Start', exact: true }).click();
      await org.page.waitForFunction(() =>
        /^ply 0 of [1-9]/.test(document.querySelector('[data-testid=ply-status]')?.textContent ?? ''),
      );
      await expectAxeClean(org.page, 'game viewer');

      // The public pairings link to the stored game (a column only where a board has a record),
      // reached with the keyboard alone; the public viewer replays it.
      const pub = await openContext(suite.browser, 360, 740);
      try {
        await pub.page.goto(`${suite.server.url}/en/public/${target}?round=1`);
        await pub.page.waitForSelector('[data-testid=view-game-1]');
        expect(await pub.page.locator('[data-testid^=view-game-]').count()).toBe(1);
        expect(await pub.page.locator('[data-testid=view-game-1]').textContent()).toBe('View game 1');
        await followByKeyboard(pub.page, '[data-testid=view-game-1]');
        await pub.page.waitForSelector('[data-testid=game-viewer] .board svg');
        await pub.page.waitForURL(/\/en\/public\/[a-z0-9]+\/game\?round=1&board=1/);
        expect(await pub.page.locator('[data-testid=ply-status]').textContent()).toMatch(/^ply (\d+) of \1$/);
        await expectAxeClean(pub.page, 'public game viewer');
        expect(pub.errors).toEqual([]);
      } finally {
        await pub.context.close();
      }

      // A double forfeit on board 2, by its key and its confirmation.
      await openRounds(org.page, suite.server.url, 'en', target);
      await org.page.locator('[data-testid=entry-2]').focus();
      await pressResultKey(org.page, 'x');
      await org.page.waitForFunction(
        () => document.querySelector('[data-testid=entry-2]')?.getAttribute('data-result') === '-:-',
      );
      const stored = JSON.parse(await fetchText(org.page, `/api/tournaments/${target}/rounds/1`)) as {
        boards: { result: string | null; gameStreamId: string | null }[];
      };
      expect(stored.boards.map((b) => b.result)).toEqual(['0-1', '-:-']);
      expect(stored.boards[0].gameStreamId).toMatch(/^game-/);
      expect(org.errors).toEqual([]);
    } finally {
      await org.context.close();
      await arb.context.close();
    }
  });

  it('keeps a first public visit under 140 KB of compressed JavaScript, sent compressed and cached for a year', async () => {
    const pub = await openContext(suite.browser, 360, 740);
    try {
      const scripts = new Map<string, number>();
      const sent = new Map<string, { encoding?: string; cache?: string; bytes: number }>();
      pub.page.on('response', async (res) => {
        if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
          scripts.set(res.url(), gzipSync(await res.body()).length);
          const headers = await res.allHeaders();
          const sizes = await res.request().sizes();
          sent.set(res.url(), {
            encoding: headers['content-encoding'],
            cache: headers['cache-control'],
            bytes: sizes.responseBodySize,
          });
        }
      });
      await pub.page.goto(`${suite.server.url}/en/public/${id}/standings`);
      await pub.page.waitForSelector('[data-testid=standings] tbody tr');
      await pub.page.waitForLoadState('networkidle');
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      const onWire = [...sent.values()].reduce((a, b) => a + b.bytes, 0);
      console.log(
        `first public visit: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped, ${(onWire / 1024).toFixed(1)} KB as sent`,
      );
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(140 * 1024);
      expect(onWire).toBeLessThanOrEqual(140 * 1024);
      const big = [...sent.entries()].filter(([, s]) => s.bytes > 1024);
      expect(big.length).toBeGreaterThan(0);
      for (const [url, s] of big) {
        expect(s.encoding, url).toBe('br');
        expect(s.cache, url).toBe('public, max-age=31536000, immutable');
      }
      expect([...scripts.keys()].some((u) => /organiser|Workbench/.test(u))).toBe(false);
    } finally {
      await pub.context.close();
    }
  });
});
