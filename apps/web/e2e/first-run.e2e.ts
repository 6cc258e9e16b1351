/**
 * A newcomer's `npm start` (issue 32, parts 2, 3 and 5), with the server's production defaults:
 * `scripts/start-server.mjs` (what `npm start` runs after installing and building) on a fresh PGlite
 * directory, no HOST (it listens on every interface), no limit changed. The welcome is words, not
 * JSON; it names the LAN address(es) (compared with os.networkInterfaces(), never visited: no
 * traffic goes to a non-loopback address); the demo link opens the tournament's page; the first
 * sign-in succeeds, and so does a sign-in after 50 page loads from the same address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './harness';
import { openContext, signIn } from './flow';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** This machine's LAN IPv4 addresses, as the server should print them. */
function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((infos) => infos ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i.address);
}

describe('npm start as a newcomer meets it', () => {
  let child: ChildProcess;
  let data: string;
  let out = '';
  let browser: Browser;
  let welcome: { url: string; demo: string; password: string; lines: string[] };

  beforeAll(async () => {
    data = mkdtempSync(path.join(os.tmpdir(), 'arbiter-first-run-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', ARBITER_STORE: path.join(data, 'arbiter') };
    for (const k of ['HOST', 'ARBITER_PUBLIC_URL', 'ARBITER_LOG_LEVEL', 'ARBITER_ORGANISER_PASSWORD'])
      delete env[k];
    child = spawn(process.execPath, ['scripts/start-server.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr!.setEncoding('utf8').on('data', (c: string) => (out += c));
    const deadline = Date.now() + 200_000;
    while (!out.includes('API description')) {
      if (child.exitCode !== null) throw new Error(`npm start stopped:\n${out}`);
      if (Date.now() > deadline) throw new Error(`no welcome in time:\n${out}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 300)); // the last lines of the welcome
    const url = /On this computer:\s+(http:\/\/127\.0\.0\.1:\d+)\/en\//.exec(out)![1];
    welcome = {
      url,
      demo: /Demo tournament[^:]*: (\S+)/.exec(out)![1],
      password: /first run: name "organiser", password (\S+)/.exec(out)![1],
      lines: out.split('\n'),
    };
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(child.pid!, 'SIGTERM');
      await exited;
    }
    if (data) rmSync(data, { recursive: true, force: true });
  });

  it('welcomes in words: no JSON line, the local and LAN addresses, how to sign in', () => {
    expect(welcome.lines.filter((l) => l.trim().startsWith('{'))).toEqual([]);
    const port = new URL(welcome.url).port;
    const lan = lanAddresses();
    const phones = welcome.lines.find((l) => l.includes('Phones and the projector'));
    if (lan.length > 0) expect(phones).toContain(lan.map((a) => `http://${a}:${port}/en/`).join('   '));
    else expect(out).toContain('Only this computer reaches it');
    expect(out).toContain(`Sign in at ${welcome.url}/en/signin`);
  });

  it('opens the demo link as the tournament page in the web app, not JSON', async () => {
    expect(welcome.demo).toMatch(new RegExp(`^${welcome.url}/en/public/[0-9a-f]+$`));
    const { context, page } = await openContext(browser);
    try {
      const res = await page.goto(welcome.demo);
      expect(res!.headers()['content-type']).toMatch(/text\/html/);
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toContain('Demo Swiss');
    } finally {
      await context.close();
    }
  });

  it('takes the first sign-in, in Czech, and one after 50 page loads from the same address', async () => {
    const first = await openContext(browser);
    try {
      await signIn(first.page, welcome.url, 'cs', 'organiser', welcome.password);
    } finally {
      await first.context.close();
    }
    const reader = await openContext(browser);
    try {
      for (let i = 0; i < 50; i++) {
        const res = await reader.page.goto(`${welcome.demo.replace('/en/', '/cs/')}`);
        expect(res!.status()).toBe(200);
      }
      await signIn(reader.page, welcome.url, 'cs', 'organiser', welcome.password);
      expect(await reader.page.getByTestId('signed-in').isVisible()).toBe(true);
    } finally {
      await reader.context.close();
    }
  });
});
