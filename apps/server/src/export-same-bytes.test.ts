/**
 * One export for both shells (issue 31, part 4): the CLI run on the TRF the server exports writes
 * the same bytes as the server's own CSV, for the standings and for a round's pairings. Real server
 * on PGlite (port 0), the real `arbiter` command as a process; names with a comma and one a
 * spreadsheet would read as a formula, so the quoting and the neutralising are compared too.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from './testing/client';
import { ADMIN, freshDataDir, startServer } from './testing/server-process';

const arbiter = fileURLToPath(new URL('../../cli/bin/arbiter.mjs', import.meta.url));
const run = promisify(execFile);
const TIE_BREAKS = 'BH/C1,BH,SB';
const NAMES = [
  'Novák, Jan',
  '=Formula Fan',
  'Dvořák, Eva',
  '+Plus Player',
  'Černá, Anna',
  '@At Sign',
  'Svoboda, Petr',
  'Marek Malý',
  'Hana Horová',
  'Ivo Ivanov',
  'Karel Kos',
];

/** What `arbiter` prints for these arguments (exit 0 required). */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [arbiter, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  return stdout;
}

describe('the CLI on the server’s TRF and the server', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'arbiter-same-bytes-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('write the same standings CSV and the same pairings CSV, byte for byte', async () => {
    const dir = freshDataDir('same-bytes');
    cleanups.push(() => dir.drop());
    const server = await startServer(dir.dir);
    cleanups.push(() => server.stop());
    const admin = await new Client(server.url).signIn(ADMIN.name, ADMIN.password);
    const created = await admin.post('/api/tournaments', {
      name: 'Same bytes',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
      rounds: 5,
      tieBreaks: TIE_BREAKS.split(','),
    });
    expect(created.status, created.text).toBe(201);
    const t = `/api/tournaments/${created.body.tournament}`;
    const csv = ['name,rating', ...NAMES.map((n, i) => `"${n}",${2300 - 37 * i}`)].join('\n');
    expect((await admin.post(`${t}/players/import`, { format: 'csv', text: csv })).status).toBe(201);
    const paired = await admin.post(`${t}/rounds`, {});
    expect(paired.status, paired.text).toBe(201);
    const boards = paired.body.events[0].data.boards.length as number;
    for (let b = 1; b <= boards; b++)
      expect(
        (await admin.put(`${t}/rounds/1/boards/${b}/result`, { result: ['1-0', '0-1', '1/2-1/2'][b % 3] }))
          .status,
      ).toBe(200);
    expect((await admin.post(`${t}/rounds/1/close`)).status).toBe(200);

    const trf = path.join(scratch, 'after-round-1.trf');
    writeFileSync(trf, (await admin.get(`${t}/export.trf`)).text);

    const standings = await admin.get(`${t}/standings?format=csv&tiebreaks=${TIE_BREAKS}`);
    expect(standings.text).toContain(`"'=Formula Fan"`);
    expect(standings.text).toContain('"Novák, Jan"');
    expect(await cli('standings', trf, '--tiebreaks', TIE_BREAKS, '--format', 'csv')).toBe(standings.text);

    // the CLI pairs round 2 from the file; the server pairs it from its log: the same round
    const cliPairing = await cli('pair', trf, '--system', 'dutch', '--format', 'csv');
    expect((await admin.post(`${t}/rounds`, {})).status).toBe(201);
    const round2 = await admin.get(`${t}/rounds/2?format=csv`);
    expect(round2.text).toContain(',pab,,\r\n');
    expect(cliPairing).toBe(round2.text);
  }, 300_000);
});
