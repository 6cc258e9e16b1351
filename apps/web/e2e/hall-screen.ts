/**
 * What the hall screen's e2e test and the screenshots need: a published Swiss of 25 players
 * (12 boards and a pairing-allocated bye a round) prepared over the API, and readers of the
 * screen as the projector shows it: the boards and the A-Z list of the page on screen, whether
 * anything is cut off or scrolls, and the QR code decoded from a screenshot of its pixels.
 */
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { createTournamentApi, type Session } from './api';

/** Names with the traps of Czech collation (Č after C, Ch after H) and one long name. */
export const HALL_PLAYERS = [
  'Alena Bártová',
  'Boris Cibulka',
  'Cyril Čermák',
  'Dana Chládková',
  'Emil Hruška',
  'Filip Gregor',
  'Gita Horáková',
  'Hugo Ivan',
  'Ivana Jirásková',
  'Jan Kubát',
  'Karel Lukeš',
  'Lucie Malá',
  'Marek Novák',
  'Nina Ondrová',
  'Oto Pešek',
  'Petra Říhová',
  'Radek Šimek',
  'Sára Tichá',
  'Tomáš Urban',
  'Ursula Vávrová',
  'Václav Zeman',
  'Zuzana Žáková',
  'Bohumil Czerny',
  'Maximilián Ferdinand Hohenberg-Schwarzenberg',
  'Štěpán Adam',
];

/** Creates, fills and pairs round 1 of a 25-player Dutch Swiss; published only when asked. */
export async function prepareHallTournament(
  session: Session,
  name: string,
  published: boolean,
): Promise<string> {
  const id = await createTournamentApi(session, {
    name,
    game: 'tri-d-chess',
    pairingSystem: 'dutch',
    rounds: 5,
    tieBreaks: ['BH/C1', 'BH', 'SB'],
  });
  const csv = ['name,rating', ...HALL_PLAYERS.map((n, i) => `${n},${2300 - i * 23}`)].join('\n');
  await session.call('POST', `/api/tournaments/${id}/players/import`, { format: 'csv', text: csv });
  if (published) await session.call('POST', `/api/tournaments/${id}/publication`, { published: true });
  await session.call('POST', `/api/tournaments/${id}/rounds`, {});
  return id;
}

/** The screen's state: round, page on screen (from 1), pages, kind of page, paused. */
export async function hallState(page: Page) {
  return page.locator('[data-testid=hall]').evaluate((el: HTMLElement) => ({
    round: Number(el.dataset.round ?? 0),
    page: Number(el.dataset.page ?? 0),
    pages: Number(el.dataset.pages ?? 0),
    kind: el.dataset.pageKind ?? '',
    paused: el.dataset.paused === 'true',
  }));
}

/** Waits until the screen shows page `n` (from 1) of round `round`. */
export async function waitForPage(page: Page, n: number, round: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ([n, round]) => {
      const el = document.querySelector<HTMLElement>('[data-testid=hall]');
      return el?.dataset.page === String(n) && el.dataset.round === String(round);
    },
    [n, round] as const,
    { timeout },
  );
}

/**
 * What the page on screen shows, read at one instant (one evaluation, so a page turning meanwhile
 * cannot mix two pages): its number, its boards (number, White, result, Black) and its A-Z lines
 * column by column (name, board or the bye's text, colour).
 */
export function shown(page: Page) {
  return page.evaluate(() => {
    const rows = (selector: string) =>
      [...document.querySelectorAll(`${selector} tbody tr`)].map((r) =>
        [...r.children].map((c) => c.textContent?.trim() ?? ''),
      );
    return {
      page: Number(document.querySelector<HTMLElement>('[data-testid=hall]')?.dataset.page ?? 0),
      boards: rows('[data-testid=hall-boards]').map(([board, white, result, black]) => ({
        board: Number(board),
        white,
        result,
        black,
      })),
      names: rows('[data-testid=hall-names]').map(([name, board, colour]) => ({
        name,
        board,
        colour: colour ?? '',
      })),
    };
  });
}

/** Waits until the page on screen has faded in (axe reads colours: half-faded text fails contrast). */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.querySelector('.hall-page')?.getAnimations().length === 0);
}

/**
 * What does not fit the projector: the page scrolls either way, the 16:9 stage leaves the window,
 * or something on the stage (a row, a heading, a button, the QR code) is cut off by its edges.
 * Answers a description of each, so an empty list means everything is on screen.
 */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const d = document.documentElement;
    if (d.scrollHeight > d.clientHeight || d.scrollWidth > d.clientWidth) out.push('the page scrolls');
    const stage = document.querySelector('.hall-stage')!.getBoundingClientRect();
    if (stage.top < 0 || stage.left < 0 || stage.bottom > innerHeight + 0.5 || stage.right > innerWidth + 0.5)
      out.push('the stage leaves the window');
    for (const el of document.querySelectorAll(
      '.hall-stage h1, .hall-stage h2, .hall-stage tr, .hall-stage p, .hall-stage button, .hall-stage svg',
    )) {
      const r = el.getBoundingClientRect();
      if (
        r.bottom > stage.bottom + 0.5 ||
        r.right > stage.right + 0.5 ||
        r.top < stage.top ||
        r.left < stage.left
      )
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}" is cut off`);
    }
    return out;
  });
}

/**
 * The text of the QR code as a phone would read it: a PNG screenshot of the code on screen,
 * turned back into pixels by a blank page's canvas, decoded by jsQR in Node.
 */
export async function decodeQr(page: Page): Promise<string | null> {
  const png = await page.locator('[data-testid=hall-qr]').screenshot();
  const scratch = await page.context().newPage();
  try {
    const { width, height, rgba } = await scratch.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
        return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return jsQR(Uint8ClampedArray.from(rgba), width, height)?.data ?? null;
  } finally {
    await scratch.close();
  }
}
