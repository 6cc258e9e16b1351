/**
 * An arbiter edits a paired round in the browser (issue 23, part 1), in English and in Czech,
 * against the real server (PGlite in a temporary directory, port 0). Rounds 1 and 2 of a
 * 10-player Dutch Swiss are played over the API (White wins every game), round 3 is paired; the
 * arbiter, signed in through the page, opens "Edit pairing" and, by keyboard alone, swaps two
 * players so that two players who both must have Black meet: an absolute criterion (FIDE C.04.3
 * C3). The engine's pairing is shown beside the edit with the differing boards marked, Save stays
 * disabled until the reason is typed, every quality criterion acknowledged and C3 confirmed twice.
 * The edit then appears in the history with its reason and criteria, in the exported TRF as a
 * `###` line, and `arbiter pair --check` on that TRF names round 3 and C3. axe runs on each state.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTournamentApi, signInApi } from './api';
import { expectAxeClean, fetchText, openContext, signIn, type Lang } from './flow';
import { arbiter } from './server';
import { tournamentSuite } from './suite';

const ARB = { name: 'edit-arb', displayName: 'Eda Rozhodčí', password: 'edit-arbiter-password-7' };
const suite = tournamentSuite([ARB]);

const PLAYERS = [
  'Alena Bártová',
  'Boris Cech',
  'Cyril Dvořák',
  'Dana Erbenová',
  'Emil Fiala',
  'Filip Gregor',
  'Gita Horáková',
  'Hugo Ivan',
  'Ivana Jirásková',
  'Jan Kubát',
];

interface Board {
  white: { id: number; name: string };
  black: { id: number; name: string };
}

/** A tournament with rounds 1-2 played and round 3 paired, the arbiter appointed; answers its id. */
async function prepare(base: string, lang: Lang): Promise<string> {
  const session = await signInApi(base);
  const api = (method: string, url: string, body?: unknown) => session.call(method, url, body);
  const id = await createTournamentApi(session, {
    name: lang === 'en' ? 'Edited Swiss' : 'Upravený švýcar',
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 5,
  });
  const csv = ['name,rating', ...PLAYERS.map((n, i) => `${n},${2200 - i * 25}`)].join('\n');
  await api('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
  await api('PUT', `/api/tournaments/${id}/staff/${ARB.name}`, { role: 'arbiter' });
  for (let round = 1; round <= 2; round++) {
    await api('POST', `/api/tournaments/${id}/rounds`, {});
    for (let b = 1; b <= 5; b++)
      await api('PUT', `/api/tournaments/${id}/rounds/${round}/boards/${b}/result`, { result: '1-0' });
    await api('POST', `/api/tournaments/${id}/rounds/${round}/close`);
  }
  await api('POST', `/api/tournaments/${id}/rounds`, {});
  return id;
}

/** Types a player's name into a select (type-ahead), keyboard only. */
async function choose(page: Page, testId: string, name: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).focus();
  await page.keyboard.type(name);
}

/** Ticks a check box with the Space key. */
async function tick(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).focus();
  await page.keyboard.press('Space');
}

const TEXT = {
  en: {
    open: 'Edit pairing of round 3',
    saved: 'The edit of round 3 is saved.',
    differs: 'differs from the engine',
  },
  cs: {
    open: 'Upravit nalosování 3. kola',
    saved: 'Úprava 3. kola je uložena.',
    differs: 'liší se od programu',
  },
} as const;

for (const lang of ['en', 'cs'] as const) {
  describe(`editing a paired round (${lang})`, () => {
    it(
      'needs two confirmations for an absolute criterion and shows the edit in the history and the TRF',
      { timeout: 300_000 },
      async () => {
        const base = suite.server.url;
        const id = await prepare(base, lang);
        const { page, context, errors } = await openContext(suite.browser);
        try {
          await signIn(page, base, lang, ARB.name, ARB.password);
          await page.goto(`${base}/${lang}/tournaments/${id}/rounds?round=3`);
          await page.waitForSelector('[data-testid=edit-pairing] summary');
          const rounds = await Promise.all(
            [1, 2, 3].map(
              async (r) =>
                JSON.parse(await fetchText(page, `/api/tournaments/${id}/rounds/${r}`)) as {
                  boards: Board[];
                },
            ),
          );
          const whites = (r: number) => new Set(rounds[r - 1].boards.map((b) => b.white.id));
          const met = (a: number, b: number) =>
            rounds
              .slice(0, 2)
              .some((r) =>
                r.boards.some((x) => [x.white.id, x.black.id].sort().join() === [a, b].sort().join()),
              );
          const ww = [...whites(1)].filter((p) => whites(2).has(p));
          const pair = ww.flatMap((a) =>
            ww.filter((b) => b > a && !met(a, b)).map((b) => [a, b] as const),
          )[0];
          expect(pair, 'two players with White twice who have not met').toBeTruthy();
          const [a, b] = pair;
          const third = rounds[2].boards;
          const boardOf = (p: number) => third.find((x) => x.white.id === p || x.black.id === p)!;
          const opponent = (p: number) => {
            const x = boardOf(p);
            return x.white.id === p ? x.black : x.white;
          };
          const nameOf = (p: number) => PLAYERS[p - 1];
          // two players who had White in rounds 1 and 2 (both must have Black: an absolute
          // preference) and have not met; swapping a's opponent with b seats them on one board
          // the panel opens by keyboard
          await page.locator('[data-testid=edit-pairing] summary').focus();
          await page.keyboard.press('Enter');
          await page.waitForSelector('[data-testid=edit-engine]');
          await page.waitForSelector('[data-testid=edit-clean]');
          await expectAxeClean(page, `edit pairing, unchanged (${lang})`);
          // swap a's opponent with b: a meets b
          await choose(page, 'edit-swap-1', nameOf(opponent(a).id));
          await choose(page, 'edit-swap-2', nameOf(b));
          await page.locator('[data-testid=edit-swap]').focus();
          await page.keyboard.press('Enter');
          const c3 = page.locator('[data-testid=edit-criteria] > li[data-criterion=C3][data-level=confirm]');
          await c3.waitFor();
          expect(await c3.textContent()).toContain('FIDE C.04.3 C3');
          expect(await page.locator('[data-testid=edit-edited] tr.differs').count()).toBeGreaterThan(0);
          expect(await page.locator('[data-testid=edit-edited] tr.differs').first().textContent()).toContain(
            TEXT[lang].differs,
          );
          expect(await page.locator('[data-testid=edit-engine] tbody tr').count()).toBe(5);
          const save = page.locator('[data-testid=edit-save]');
          expect(await save.isDisabled()).toBe(true);
          await page.locator('[data-testid=edit-reason]').focus();
          await page.keyboard.type(lang === 'en' ? 'Brothers travel together' : 'Bratři cestují spolu');
          for (const ack of await page.locator('[data-testid^=edit-ack-]').all()) {
            await ack.focus();
            await page.keyboard.press('Space');
          }
          expect(await save.isDisabled(), 'saving needs the absolute criterion confirmed').toBe(true);
          await tick(page, 'edit-confirm1-C3');
          await page.waitForSelector('[data-testid=edit-confirm2-C3]');
          expect(await save.isDisabled(), 'one confirmation is not enough').toBe(true);
          await expectAxeClean(page, `edit pairing, absolute criterion (${lang})`);
          await tick(page, 'edit-confirm2-C3');
          expect(await save.isDisabled()).toBe(false);
          await save.focus();
          await page.keyboard.press('Enter');
          await page.getByText(TEXT[lang].saved).waitFor();
          // the round shows the edited boards: a meets b
          const after = JSON.parse(await fetchText(page, `/api/tournaments/${id}/rounds/3`)) as {
            boards: Board[];
          };
          expect(
            after.boards.some((x) => [x.white.id, x.black.id].sort().join() === [a, b].sort().join()),
          ).toBe(true);
          // the history
          await page.goto(`${base}/${lang}/tournaments/${id}/history`);
          const row = page.locator('[data-testid=history] tbody tr', { hasText: 'PairingEdited' });
          await row.waitFor();
          const text = (await row.textContent()) ?? '';
          expect(text).toContain(lang === 'en' ? 'Brothers travel together' : 'Bratři cestují spolu');
          expect(text).toContain('C3 [FIDE C.04.3 C3]');
          await expectAxeClean(page, `history with the edit (${lang})`);
          // the TRF and pair --check
          const trf = await fetchText(page, `/api/tournaments/${id}/export.trf`);
          expect(trf).toMatch(/^### Arbiter edit, round 3: .*C3 \[FIDE C\.04\.3 C3\].*; reason: /m);
          const file = path.join(suite.scratch, `edited-${lang}.trf`);
          writeFileSync(file, trf);
          const checked = arbiter('pair', '--check', file, '--lang', lang);
          expect(checked.stdout).toMatch(
            lang === 'en'
              ? /^round 3: edited by the arbiter, breaking .*C3 \[FIDE C\.04\.3 C3\]/m
              : /^3\. kolo: nalosování upravil rozhodčí, porušena kritéria .*C3 \[FIDE C\.04\.3 C3\]/m,
          );
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  });
}
