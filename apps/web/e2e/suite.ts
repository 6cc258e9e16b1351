/**
 * What every tournament e2e file sets up: the real server (PGlite in a temporary directory,
 * port 0) with its accounts, one Chromium, and a scratch directory for exported files; all
 * stopped and removed after the file. Call `tournamentSuite` at the top of the file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './harness';
import { createAccounts } from './api';
import { startTournamentServer, type TournamentServer } from './server';

export interface Suite {
  readonly server: TournamentServer;
  readonly browser: Browser;
  /** A temporary directory of the file (exported TRF files). */
  readonly scratch: string;
}

/** Registers the file's set-up and tear-down; the answer's fields are there once the tests run. */
export function tournamentSuite(
  accounts: readonly { name: string; displayName: string; password: string }[],
): Suite {
  const suite = {} as { server: TournamentServer; browser: Browser; scratch: string };
  beforeAll(async () => {
    suite.server = await startTournamentServer();
    await createAccounts(suite.server.url, accounts);
    suite.browser = await launch();
    suite.scratch = mkdtempSync(path.join(os.tmpdir(), 'arbiter-web-e2e-'));
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    if (suite.scratch) rmSync(suite.scratch, { recursive: true, force: true });
  });
  return suite;
}

/** A game record from the repository's examples. */
export const example = (name: string) =>
  readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');

/** The long Tri-D example game with its Result tag and end marker set to `result`. */
export const decidedGame = (result: '1-0' | '0-1') =>
  example('tri-d-long-game.pgn')
    .replace('[Result "*"]', `[Result "${result}"]`)
    .replace(/\*\s*$/, `${result}\n`);
