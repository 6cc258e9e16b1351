/**
 * End-to-end harness: the built app served by scripts/serve.mjs on a free port (a child
 * process, stopped by its own PID), and Debian's Chromium driven by playwright-core (never a
 * downloaded browser), with axe-core for accessibility.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the static server on port 0 and resolves with its address once it listens. */
export function serve(): Promise<Served> {
  const dist = path.resolve(here, '..', 'dist', 'index.html');
  if (!existsSync(dist))
    throw new Error('apps/web/dist is missing: run `npm run build -w @arbiter/web` first');
  const child = spawn(process.execPath, [path.resolve(here, '..', 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m)
        resolve({
          url: m[1],
          child,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              process.kill(child.pid!, 'SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code} before listening`)));
  });
}

/**
 * Debian's Chromium, headless. `screenReader`: with the accessibility tree kept complete, as when
 * a screen reader is running (`--force-renderer-accessibility`).
 */
export function launch(options: { screenReader?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const args = options.screenReader ? [...CHROMIUM_ARGS, '--force-renderer-accessibility'] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM, args, headless: true });
}

/** How many nodes of the page's accessibility tree (Chromium's own) have `role` and are not ignored. */
export async function accessibleNodes(page: Page, role: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.filter((n) => !n.ignored && n.role?.value === role).length;
  } finally {
    await cdp.detach();
  }
}

/**
 * axe violations of impact serious or critical on the page as it is now. The inside of an SVG
 * picture with `role="img"` is presentational (its name is the picture's label), so it is left
 * out: checking each of its hundreds of shapes only costs time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('svg[role=img] > *').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
