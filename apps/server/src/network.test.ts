/**
 * The hall's network (issue 32, part 2): the server listens on every interface by default and
 * tells its LAN address(es) and public URL; HOST=127.0.0.1 keeps it on this machine. No request
 * here goes to a non-loopback address: the tests read the bound address and the printed URLs,
 * and compute the expected LAN addresses from os.networkInterfaces() themselves.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServer, type ServerProcess } from './testing/server-process';
import { isLoopback, lanAddresses, publicUrlOf, reachOf } from './network';
import { readConfig } from './config';

const FAKE = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
  wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
  usb0: [{ address: '169.254.3.3', family: 'IPv4', internal: false }],
} as unknown as NodeJS.Dict<os.NetworkInterfaceInfo[]>;

describe('where the server is reached', () => {
  it('lists the LAN addresses, without loopback and link-local ones', () => {
    expect(lanAddresses(FAKE)).toEqual(['192.168.1.20', '10.0.0.7']);
  });

  it('listening everywhere: local is loopback, the public URL is the first LAN address', () => {
    expect(reachOf('0.0.0.0', 3000, null, FAKE)).toEqual({
      local: 'http://127.0.0.1:3000',
      lan: ['http://192.168.1.20:3000', 'http://10.0.0.7:3000'],
      publicUrl: 'http://192.168.1.20:3000',
      publicIsLoopback: false,
    });
  });

  it('HOST=127.0.0.1 keeps it local: no LAN address, and the public URL is loopback', () => {
    expect(reachOf('127.0.0.1', 3000, null, FAKE)).toMatchObject({
      lan: [],
      publicUrl: 'http://127.0.0.1:3000',
      publicIsLoopback: true,
    });
  });

  it('ARBITER_PUBLIC_URL wins, checked and without its trailing slash', () => {
    const configured = publicUrlOf('https://chess.club.cz/');
    expect(configured).toBe('https://chess.club.cz');
    expect(reachOf('0.0.0.0', 3000, configured, FAKE).publicUrl).toBe('https://chess.club.cz');
    expect(() => publicUrlOf('chess.club.cz')).toThrow(/ARBITER_PUBLIC_URL/);
    expect(() => publicUrlOf('ftp://chess.club.cz')).toThrow(/ARBITER_PUBLIC_URL/);
    expect(publicUrlOf('')).toBeNull();
  });

  it('tells loopback from other addresses', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['192.168.1.20', '10.0.0.7', 'chess.club.cz', '0.0.0.0'].some(isLoopback)).toBe(false);
  });

  it('reads HOST, ARBITER_PUBLIC_URL and ARBITER_TRUST_PROXY', () => {
    expect(readConfig({}).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(readConfig({}).settings.trustProxy).toBe(false);
    expect(readConfig({ ARBITER_TRUST_PROXY: '1' }).settings.trustProxy).toBe(1);
    expect(readConfig({ ARBITER_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).settings.trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
    expect(() => readConfig({ ARBITER_TRUST_PROXY: 'proxy.example' })).toThrow(/ARBITER_TRUST_PROXY/);
    expect(() => readConfig({ ARBITER_PUBLIC_URL: 'not a url' })).toThrow(/ARBITER_PUBLIC_URL/);
  });
});

describe('a server started with the defaults', () => {
  let db: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  let line: { url: string; lan: string[]; publicUrl: string; address: string };

  beforeAll(async () => {
    db = await freshDatabase('network');
    // no HOST, no ARBITER_PUBLIC_URL: what `npm start` gets
    server = await startServer(db.url, { HOST: '' });
    line = JSON.parse(server.output.find((l) => l.includes('"listening"'))!);
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('binds every interface and prints the LAN addresses computed from the interfaces', () => {
    expect(line.address).toBe('0.0.0.0');
    const port = new URL(server.url).port;
    expect(line.url).toBe(`http://127.0.0.1:${port}`);
    const lan = lanAddresses(os.networkInterfaces()).map((a) => `http://${a}:${port}`);
    expect(line.lan).toEqual(lan);
    expect(line.publicUrl).toBe(lan[0] ?? line.url);
  });

  it('answers on loopback with the public URL its links and QR codes are built from', async () => {
    const site = await (await fetch(`${server.url}/api/site`)).json();
    expect(site).toEqual({
      publicUrl: line.publicUrl,
      loopback: isLoopback(new URL(line.publicUrl).hostname),
    });
  });

  it('tells a port in use in one line naming the port and PORT=, exits 2, no stack trace', async () => {
    const port = Number(new URL(server.url).port);
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const child = spawn(process.execPath, [path.join(serverDir, 'bin/arbiter-server.mjs')], {
      cwd: serverDir,
      env: { ...process.env, ARBITER_STORE: db.url, PORT: String(port), HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Port ${port} is in use`);
    expect(lines[0]).toContain('PORT=');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
