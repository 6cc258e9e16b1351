/**
 * The web app's files as the server sends them: compressed (the build's brotli and gzip copies)
 * and, for the hashed files under /app-assets/, cached for a year as immutable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServer, type ServerProcess } from '../testing/server-process';

const SCRIPT = `export const hello = ${JSON.stringify('hello '.repeat(500))};\n`;

/** A GET with the given Accept-Encoding, the body left as sent (fetch would decompress it). */
function get(url: string, encoding: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the web app files', () => {
  let web: string;
  let db: { url: string; drop(): Promise<void> };
  let server: ServerProcess;

  beforeAll(async () => {
    web = mkdtempSync(path.join(os.tmpdir(), 'arbiter-web-files-'));
    mkdirSync(path.join(web, 'app-assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Arbiter</title>');
    const js = path.join(web, 'app-assets', 'index-Ab12Cd34.js');
    writeFileSync(js, SCRIPT);
    writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
    db = await freshDatabase('web');
    server = await startServer(db.url, { ARBITER_WEB_DIR: web });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends a hashed file compressed, with a year-long immutable cache', async () => {
    const url = `${server.url}/app-assets/index-Ab12Cd34.js`;
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('revalidates the page itself and the app routes', async () => {
    expect((await get(`${server.url}/`, 'br')).headers['cache-control']).toBe('no-cache');
    const route = await get(`${server.url}/cs/public/abc`, 'br');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-type']).toMatch(/text\/html/);
  });
});
