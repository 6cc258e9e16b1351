/**
 * Issue 34 part 4, accounts and keys: a new password ends the API tokens, the password policy
 * (NIST SP 800-63B), an Idempotency-Key reused for another body, the security headers on every
 * kind of answer, and a check-in that does not tell an unknown tournament from an unpublished one.
 */
import { expect, it } from 'vitest';
import { Client } from './client';
import type { EdgeChecks } from './edge-contract';

const GOOD = 'a-passphrase-of-four-words';

export const accountChecks: EdgeChecks = (world) => {
  it('ends every API token of an account when its password changes', async () => {
    const w = world();
    expect(
      (await w.swiss.admin.post('/api/accounts', { name: 'keys', displayName: 'Kay Keys', password: GOOD }))
        .status,
    ).toBe(201);
    const keys = await new Client(w.server.url).signIn('keys', GOOD);
    const issued = await keys.post('/api/account/tokens', { label: 'script' });
    const script = new Client(w.server.url);
    script.token = issued.body.token;
    expect((await script.get('/api/session')).body.account?.name).toBe('keys');
    const changed = await keys.put('/api/account/password', { current: GOOD, next: `${GOOD}-renewed` });
    expect(changed.status).toBe(204);
    expect((await script.get('/api/session')).body.account).toBeNull();
    expect((await script.post('/api/account/tokens', { label: 'again' })).status).toBe(401);
    expect((await keys.get('/api/account/tokens')).body).toEqual([]);
    // the one who changed it stays signed in, and may issue a new token
    expect((await keys.post('/api/account/tokens', { label: 'new' })).status).toBe(201);
  });

  it('refuses passwords as NIST SP 800-63B asks: length, blanks, common ones, runs, the account name', async () => {
    const w = world();
    const cases: [string, string][] = [
      [' '.repeat(10), 'ERR_PASSWORD_BLANK'],
      [' '.repeat(20), 'ERR_PASSWORD_BLANK'],
      ['\u3000'.repeat(16), 'ERR_PASSWORD_BLANK'],
      ['ten-chars!', 'ERR_PASSWORD_TOO_SHORT'],
      ['fourteen-chars', 'ERR_PASSWORD_TOO_SHORT'],
      ['x'.repeat(201), 'ERR_PASSWORD_TOO_LONG'],
      ['passwordpassword', 'ERR_PASSWORD_COMMON'],
      ['Password-Password', 'ERR_PASSWORD_COMMON'],
      ['aaaaaaaaaaaaaaaa', 'ERR_PASSWORD_COMMON'],
      ['abcabcabcabcabcabc', 'ERR_PASSWORD_COMMON'],
      ['abcdefghijklmnop', 'ERR_PASSWORD_COMMON'],
      ['123456789012345', 'ERR_PASSWORD_COMMON'],
      ['qwertyuiopasdfgh', 'ERR_PASSWORD_COMMON'],
      ['policy-tester-policy', 'ERR_PASSWORD_COMMON'],
      ['Pavla Zkoušková', 'ERR_PASSWORD_COMMON'],
      ['arbiter arbiter arbiter', 'ERR_PASSWORD_COMMON'],
    ];
    for (const [password, code] of cases) {
      const r = await w.swiss.admin.post('/api/accounts', {
        name: 'policy-tester',
        displayName: 'Pavla Zkoušková',
        password,
      });
      expect([r.status, r.body.code], JSON.stringify(password)).toEqual([400, code]);
    }
    // no composition rules: long lower-case words pass, so do spaces and any script
    for (const [i, password] of [
      'correct horse battery',
      'kůň žere ovesné vločky',
      '🐴🔋📎 staple me twice',
    ].entries())
      expect(
        (await w.swiss.admin.post('/api/accounts', { name: `fine-${i}`, displayName: 'Fine', password }))
          .status,
        password,
      ).toBe(201);
  });

  it('refuses an Idempotency-Key reused with another body (422) and stores nothing for it', async () => {
    const w = world();
    const T = `/api/tournaments/${w.swiss.id}`;
    const key = { 'idempotency-key': 'edge-idem-1' };
    const first = await w.owner.post(`${T}/players`, { name: 'Idem First' }, key);
    expect(first.status).toBe(201);
    const version = (await w.owner.get(T)).body.version;
    const other = await w.owner.post(`${T}/players`, { name: 'Idem Other' }, key);
    expect([other.status, other.body.code]).toEqual([422, 'ERR_COMMAND_REUSED']);
    const again = await w.owner.post(`${T}/players`, { name: 'Idem First' }, key);
    expect([again.status, again.text]).toEqual([201, first.text]);
    expect((await w.owner.get(T)).body.version).toBe(version);
  });

  it('sends the security headers on every kind of answer', async () => {
    const w = world();
    const T = `/api/tournaments/${w.swiss.id}`;
    const answers = [
      await w.anon.get('/api/health'),
      await w.anon.get(`${T}/standings`), // the fast lane
      await w.anon.get(`${T}/standings?lang=cs`), // through Fastify
      await w.anon.get('/api/tournaments/nonexistent1'), // a problem
      await w.anon.get('/no/such/page'), // the not-found handler
      await w.anon.get(`${T}/export.trf`),
    ];
    const live = await fetch(`${w.server.url}${T}/live`);
    await live.body?.cancel();
    for (const headers of [...answers.map((a) => a.headers), live.headers]) {
      expect(headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('answers the check-in of an unknown tournament as that of an unpublished one', async () => {
    const w = world();
    const hidden = await w.owner.post('/api/tournaments', {
      name: 'Hidden',
      game: 'tri-d-chess',
      pairingSystem: 'dutch',
    });
    expect(hidden.status).toBe(201);
    const ask = (id: string) =>
      w.anon.get(`/api/tournaments/${id}/check-in/players`, { headers: { 'x-check-in-code': 'ABCDEFGHJK' } });
    const unpublished = await ask(hidden.body.tournament);
    const unknown = await ask('zzzz0000zzzz');
    const shape = (r: { status: number; body: { code: string; detail: string } }) => [
      r.status,
      r.body.code,
      r.body.detail,
    ];
    expect(shape(unknown)).toEqual(shape(unpublished));
    expect(unpublished.body.code).toBe('ERR_CHECK_IN_CODE');
  });
};
