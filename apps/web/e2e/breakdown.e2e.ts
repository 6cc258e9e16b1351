/**
 * Tie-breaks shown as sums in the browser (issue 23, part 3): the 100-player, 9-round test
 * tournament (`swiss100.trf`, played on the real server through its API) with fourteen
 * tie-breaks; on the public standings page every value of every player is opened with a click,
 * and the parts of the breakdown the dialog renders must make the value the standings show
 * (kept round values summed; ARO their rounded average; TPR the rounded average rating plus dp;
 * DE its place in the tied group), in English and in Czech. The dialog is closed by its Close
 * button (Escape once, by keyboard) and the focus must come back to the value that opened it;
 * axe runs on an open dialog.
 * The clicks run inside the page (one `evaluate` per player row) so 1,400 dialogs take seconds.
 * A small round robin (five players, a PAB each round) checks the names on their own: the headers'
 * descriptions and the dialog name each tie-break in the page's language, from the tournament
 * package's catalogue (`tieBreakName`), whatever English name the server sends.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tieBreakName } from '@arbiter/tournament';
import { createTournamentApi, signInApi, type Session } from './api';
import { expectAxeClean, fetchText, openContext, stepper, type Lang } from './flow';
import { tournamentSuite } from './suite';
import { playSwiss100 } from './swiss100';

const TIEBREAKS = [
  'BH/C1',
  'BH',
  'BH/M1',
  'SB',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'ARO',
  'ARO/C1',
  'TPR',
  'KS',
];

const suite = tournamentSuite([]);
let id = '';

/** What the page showed for one value: the standings' text and the rendered breakdown. */
interface Opened {
  readonly player: number;
  readonly code: string;
  readonly shown: string;
  readonly kind: string;
  readonly parts: { value: string; cut: string }[];
  readonly total: string;
  readonly average: string | null;
  readonly dp: string | null;
  readonly focusBack: boolean;
}

/** A number as the page writes it (`2,143.5` in English, `2 143,5` in Czech, `−3`). */
function parse(text: string, lang: Lang): number {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-');
  return Number(lang === 'en' ? plain.replace(/,/g, '') : plain.replace(',', '.'));
}

/** Decimals of a number as the page writes it. */
function decimalsOf(text: string, lang: Lang): number {
  return (text.split(lang === 'en' ? '.' : ',')[1] ?? '').length;
}

/** Opens every value of the standings rows from `from` to `to` (0-based, end excluded) in the page. */
function openRows(page: Page, from: number, to: number): Promise<Opened[]> {
  return page.evaluate(
    async ({ from, to }) => {
      const until = async (ok: () => boolean) => {
        for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
        if (!ok()) throw new Error('timed out');
      };
      const table = document.querySelector('[data-testid=standings]') as HTMLTableElement;
      const codes = [...table.tHead!.rows[0].cells].slice(5).map((c) => c.textContent!.trim());
      const rows = [...table.tBodies].flatMap((b) => [...b.rows]).slice(from, to);
      const out = [];
      for (const row of rows) {
        const player = Number(row.cells[1].textContent);
        for (let j = 0; j < codes.length; j++) {
          const button = row.cells[5 + j].querySelector('button')!;
          button.click();
          const selector = `[data-testid=breakdown-dialog][open] [data-testid=breakdown][data-code="${codes[j]}"]`;
          // the dialog of this very player (its title names them) with this tie-break's table
          await until(
            () =>
              document.querySelector(selector) !== null &&
              document.querySelector('[data-testid=breakdown-dialog]')!.getAttribute('data-player') ===
                String(player),
          );
          const dialog = document.querySelector('[data-testid=breakdown-dialog]') as HTMLDialogElement;
          const breakdown = dialog.querySelector('[data-testid=breakdown]')!;
          const total = breakdown.querySelector('[data-testid=total]')!;
          out.push({
            player,
            code: codes[j],
            shown: button.textContent!.trim(),
            kind: breakdown.getAttribute('data-total-kind')!,
            parts: [...breakdown.querySelectorAll('[data-testid=part]')].map((p) => ({
              value: p.querySelector('[data-testid=part-value]')!.textContent!.trim(),
              cut: p.getAttribute('data-cut') ?? '',
            })),
            total: total.textContent!.trim(),
            average: total.getAttribute('data-average'),
            dp: total.getAttribute('data-dp'),
            focusBack: false,
          });
          (dialog.querySelector('[data-testid=breakdown-close]') as HTMLButtonElement).click();
          await until(() => document.querySelector('[data-testid=breakdown-dialog]') === null);
          out[out.length - 1].focusBack = document.activeElement === button;
        }
      }
      return out;
    },
    { from, to },
  );
}

/** The value the rendered parts make, by the kind of total. */
function addUp(o: Opened, lang: Lang): number {
  const kept = o.parts.filter((p) => p.value !== '–' && p.cut === '').map((p) => parse(p.value, lang));
  const sum = kept.reduce((s, v) => s + v, 0);
  switch (o.kind) {
    case 'sum':
      return sum;
    case 'average':
      return kept.length === 0 ? 0 : Math.round(sum / kept.length);
    case 'performance': {
      if (kept.length === 0) return 0;
      expect(Number(o.average), `${o.player} ${o.code} average`).toBe(Math.round(sum / kept.length));
      return Number(o.average) + Number(o.dp);
    }
    default:
      return parse(o.total, lang);
  }
}

async function checkAll(lang: Lang, rows: number): Promise<void> {
  const step = stepper(`breakdown ${lang}`);
  const { context, page, errors } = await openContext(suite.browser);
  try {
    await page.goto(`${suite.server.url}/${lang}/public/${id}/standings`);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=standings] button.tb-value').length === 1400,
    );
    // one by keyboard: Tab to a value, Enter opens it, axe on the open dialog, Escape shuts it
    const first = page.locator('[data-testid=standings] button.tb-value').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=breakdown-dialog][open] [data-testid=breakdown]');
    await expectAxeClean(page, `breakdown dialog (${lang})`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=breakdown-dialog]', { state: 'detached' });
    expect(await first.evaluate((b) => b === document.activeElement)).toBe(true);
    step('keyboard and axe');
    let checked = 0;
    for (let from = 0; from < rows; from += 10) {
      for (const o of await openRows(page, from, Math.min(rows, from + 10))) {
        const where = `player ${o.player}, ${o.code}`;
        expect(o.total, where).toBe(o.shown);
        const decimals = decimalsOf(o.shown, lang);
        expect(addUp(o, lang).toFixed(decimals), where).toBe(parse(o.shown, lang).toFixed(decimals));
        expect(o.parts, where).toHaveLength(9);
        expect(o.focusBack, where).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(rows * TIEBREAKS.length);
    step(`${checked} breakdowns`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('tie-breaks shown as sums, 100 players and 9 rounds (FIDE C.07)', () => {
  it('plays swiss100.trf on the server', async () => {
    const session = await signInApi(suite.server.url);
    id = await createTournamentApi(session, {
      name: 'Swiss 100',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 9,
      tieBreaks: TIEBREAKS,
    });
    expect(await playSwiss100(session, id)).toEqual({ players: 100, rounds: 9 });
    await session.call('POST', `/api/tournaments/${id}/publication`, { published: true });
  }, 600_000);

  it(
    'every breakdown of every player adds up to the standings, in English',
    () => checkAll('en', 100),
    600_000,
  );
  it('and in Czech', () => checkAll('cs', 100), 600_000);
});

/** A published 5-player round robin played to the end through the API (White wins every game). */
async function playSmallRoundRobin(session: Session, tieBreaks: readonly string[]): Promise<string> {
  const made = await createTournamentApi(session, {
    name: 'Names',
    game: 'tri-d-chess',
    pairingSystem: 'round-robin',
    rounds: null,
    tieBreaks,
  });
  const T = `/api/tournaments/${made}`;
  const csv = ['name,rating', 'Adam,2100', 'Běla,2000', 'Cyril,1900', 'Dana,1800', 'Emil,1700'];
  await session.call('POST', `${T}/players/import`, { format: 'csv', text: csv.join('\n') });
  for (let round = 1; round <= 5; round++) {
    await session.call('POST', `${T}/rounds`, {});
    const paired = (await (await session.call('GET', `${T}/rounds/${round}`)).json()) as {
      boards: unknown[];
    };
    for (let board = 1; board <= paired.boards.length; board++)
      await session.call('PUT', `${T}/rounds/${round}/boards/${board}/result`, { result: '1-0' });
    await session.call('POST', `${T}/rounds/${round}/close`);
  }
  await session.call('POST', `${T}/publication`, { published: true });
  return made;
}

describe("tie-break names in the reader's language (FIDE C.07)", () => {
  const NAMED = ['BH/C1', 'BH/M1', 'SB', 'PS', 'DE', 'WIN', 'ARO'];

  it('names the columns and the breakdown in Czech and in English', async () => {
    const session = await signInApi(suite.server.url);
    const small = await playSmallRoundRobin(session, NAMED);
    const { context, page, errors } = await openContext(suite.browser);
    try {
      for (const lang of ['cs', 'en'] as const) {
        await page.goto(`${suite.server.url}/${lang}/public/${small}/standings`);
        await page.waitForSelector('[data-testid=standings] button.tb-value');
        const titles = await page
          .locator('[data-testid=standings] thead abbr')
          .evaluateAll((all) => all.map((a) => a.getAttribute('title')));
        expect(titles.map((title) => title?.replace(/ \(FIDE C\.07 [\d.]+\)$/, ''))).toEqual(
          NAMED.map((code) => tieBreakName(code, lang)),
        );
        if (lang === 'cs')
          expect(titles.slice(0, 3)).toEqual([
            'Buchholz bez nejhoršího výsledku (FIDE C.07 8.1)',
            'Mediánový Buchholz 1 (FIDE C.07 8.1)',
            'Sonneborn-Berger (FIDE C.07 9.1)',
          ]);
        // the BH/C1 value of the last player, who met the PAB (a virtual opponent) too
        const value = page
          .locator('[data-testid=standings] tbody tr')
          .last()
          .locator('button.tb-value')
          .first();
        await value.focus();
        await page.keyboard.press('Enter');
        const dialog = page.locator('[data-testid=breakdown-dialog][open]');
        await dialog.locator('[data-testid=breakdown]').waitFor();
        expect(await dialog.locator('p').first().textContent()).toBe(
          `${tieBreakName('BH/C1', lang)} (FIDE C.07 8.1)`,
        );
        const why = (await dialog.locator('[data-testid=part] td:nth-child(4)').allTextContents()).join('\n');
        if (lang === 'cs') {
          expect(why).toMatch(/body soupeře \d/);
          expect(why).toMatch(/nehráno: virtuální soupeř s vlastními body hráče/);
          expect(await dialog.locator('[data-testid=part][data-cut=low] td').last().textContent()).toBe(
            'škrtnuto (nejméně významné)',
          );
          expect(why).not.toMatch(/opponent|score|unplayed|Buchholz \(cut/);
        } else expect(why).toMatch(/opponent’s score \d/);
        await expectAxeClean(page, `breakdown dialog of the names (${lang})`);
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-testid=breakdown-dialog]', { state: 'detached' });
      }
      // the overview's standings CSV, from the Czech page: the one machine format (English keys, the
      // same bytes in every language; docs: the web app's CSV export), the tie-breaks by code
      await session.share(context);
      await page.goto(`${suite.server.url}/cs/tournaments/${small}`);
      const link = page.locator('[data-testid=export-standings-csv]');
      await link.waitFor();
      const csv = await fetchText(page, (await link.getAttribute('href'))!);
      expect(csv.split('\r\n')[0]).toBe(`rank,id,name,rating,PTS,${NAMED.join(',')}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
