/**
 * The API fuzzed (issue 34): walks `/api/openapi.json` and sends every route generated path
 * parameters, queries, headers and bodies (strings with NUL, lone surrogates, controls and bidi
 * overrides, huge and odd numbers, deep nesting, wrong types, the schema's own field names and enum
 * values so that some requests get past validation) as the tournament's owner, an arbiter and no
 * one. Each answer must be under 500, and a refused one (4xx) must store nothing: the store's
 * global position (`GET /api/health`) is the same before and after it.
 * Short in `npm test` (api-fuzz.*.test.ts); `npm run fuzz` runs it long (`FUZZ_API_RUNS`).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { fuzzAsync, fuzzRuns } from '@arbiter/kernel/fuzz';
import { Client } from './client';
import type { EdgeChecks } from './edge-contract';

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly fields: readonly { name: string; enum?: readonly unknown[] }[];
  readonly hasBody: boolean;
}

const NASTY = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u001b',
  '\u0085',
  '\u202e',
  '\u2066',
  '\n',
  '\r\n',
  '\t',
  '"',
  '\\',
  '%00',
  '😀',
  '../',
  ' ',
];
const nastyText = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
      { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));
const oddNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: 0, max: 40 }),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 9999, 10_000, 4_294_967_296, 0.5),
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyText, fc.constantFrom('name', 'type', 'data', '__proto__', 'constructor')),
      tie('json'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

/** A value for a schema field: one of its enum values, a plausible one, or anything. */
const fieldValue = (field: Operation['fields'][number]) =>
  fc.oneof(
    ...(field.enum && field.enum.length > 0 ? [fc.constantFrom(...field.enum)] : []),
    fc.integer({ min: 1, max: 12 }),
    nastyText,
    json,
  );

/** Percent-encodes a path segment; a lone surrogate goes as the bytes of its WTF-8 form (not UTF-8). */
function segment(text: string): string {
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
        return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
      return encodeURIComponent(ch);
    })
    .join('');
}

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const schema = (
        op as {
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, { enum?: unknown[] }> } }>;
          };
        }
      ).requestBody?.content?.['application/json']?.schema;
      const fields = Object.entries(schema?.properties ?? {}).map(([name, s]) => ({
        name,
        ...(Array.isArray(s.enum) ? { enum: s.enum } : {}),
      }));
      out.push({ method: method.toUpperCase(), path, fields, hasBody: schema !== undefined });
    }
  return out;
}

/** The checks: registered into the edge suite, so they share its server and tournament. */
export const apiFuzzChecks: EdgeChecks = (world) => {
  it('api: every route, every caller, generated input: no 5xx, and a refused request stores nothing', async () => {
    const w = world();
    const doc = (await w.anon.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThanOrEqual(50);
    // an arbiter of the tournament, by token
    expect(
      (
        await w.swiss.admin.post('/api/accounts', {
          name: 'fuzz-arbiter',
          displayName: 'Fuzz',
          password: 'fuzzing-arbiter-password',
        })
      ).status,
    ).toBe(201);
    expect(
      (await w.owner.put(`/api/tournaments/${w.swiss.id}/staff/fuzz-arbiter`, { role: 'arbiter' })).status,
    ).toBeLessThan(300);
    const arbiterSession = await new Client(w.server.url).signIn('fuzz-arbiter', 'fuzzing-arbiter-password');
    const arbiter = new Client(w.server.url);
    arbiter.token = (await arbiterSession.post('/api/account/tokens', { label: 'fuzz' })).body.token;
    const callers: Record<string, string | null> = {
      owner: w.swiss.token,
      arbiter: arbiter.token,
      anonymous: null,
    };
    const position = async () => Number((await w.anon.get('/api/health')).body.position);

    const paramValue = (name: string) =>
      name === 'id'
        ? fc.oneof({ weight: 4, arbitrary: fc.constant(w.swiss.id) }, { weight: 1, arbitrary: nastyText })
        : fc.oneof(
            fc.integer({ min: 0, max: 12 }).map(String),
            fc.constantFrom('ERR_RESULT_EXISTS', 'fuzz-arbiter', '99999999999'),
            nastyText,
          );
    const request = fc
      .record({
        op: fc.nat(operations.length - 1),
        caller: fc.constantFrom('owner', 'arbiter', 'anonymous'),
        seed: fc.nat(),
        headers: fc.record(
          {
            'idempotency-key': fc.oneof(fc.constantFrom('fuzz-key-1', 'fuzz-key-2'), nastyText),
            'if-match': fc.oneof(
              fc.integer({ min: 0, max: 200 }).map((n) => `"${n}"`),
              nastyText,
            ),
            'accept-language': fc.constantFrom('cs', 'en', '*', 'xx;q=abc'),
            'x-check-in-code': nastyText,
            'last-event-id': nastyText,
            'content-type': fc.constantFrom(
              'application/json',
              'text/plain',
              'application/json; charset=latin1',
            ),
          },
          { requiredKeys: [] },
        ),
        query: fc.dictionary(
          fc.constantFrom('round', 'tiebreaks', 'format', 'lang', 'after', 'result', 'x'),
          fc.oneof(nastyText, oddNumber.map(String)),
          { maxKeys: 3 },
        ),
        deep: fc.nat(19).map((n) => n === 0),
      })
      .chain((r) => {
        const op = operations[r.op];
        const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const body = op.hasBody
          ? fc.oneof(
              {
                weight: 3,
                arbitrary: fc.record(Object.fromEntries(op.fields.map((f) => [f.name, fieldValue(f)])), {
                  requiredKeys: [],
                }),
              },
              { weight: 1, arbitrary: json },
            )
          : fc.oneof(fc.constant(undefined), json);
        return fc
          .record({
            r: fc.constant(r),
            params: fc.tuple(...names.map(paramValue)),
            body,
          })
          .map(({ r: rr, params, body: b }) => ({ ...rr, names, params, body: b }));
      });

    const failures: string[] = [];
    const report = await fuzzAsync(
      'server-api',
      request,
      async (input) => {
        const op = operations[input.op];
        let path = op.path;
        input.names.forEach(
          (name, i) => (path = path.replace(`{${name}}`, segment(String(input.params[i])))),
        );
        const query = Object.entries(input.query as Record<string, string>)
          .map(([k, v]) => `${k}=${segment(v)}`)
          .join('&');
        const url = `${w.server.url}${path}${query ? `?${query}` : ''}`;
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(input.headers))
          if (typeof v === 'string' && /^[\t\x20-\x7e]*$/.test(v)) headers[k] = v; // what fetch can send
        const token = callers[input.caller];
        if (token) headers.authorization = `Bearer ${token}`;
        let body: string | undefined;
        if (op.method !== 'GET' && op.method !== 'HEAD') {
          body = input.deep
            ? `{"events":${'['.repeat(3000)}${']'.repeat(3000)}}`
            : JSON.stringify(input.body ?? {});
          headers['content-type'] ??= 'application/json';
        }
        const before = await position();
        const controller = new AbortController();
        const res = await fetch(url, { method: op.method, headers, body, signal: controller.signal });
        if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) controller.abort();
        else await res.arrayBuffer();
        const what = `${op.method} ${path}${query ? `?${query}` : ''} as ${input.caller}: ${res.status}`;
        if (res.status >= 500) {
          failures.push(what);
          throw new Error(what);
        }
        if (res.status >= 400) {
          const after = await position();
          if (after !== before) {
            failures.push(`${what} stored ${after - before} events`);
            throw new Error(`${what} stored ${after - before} events`);
          }
        }
      },
      fuzzRuns(120),
    );
    expect(report.failures, `${report.counterexample} ${failures.join('; ')}`).toBe(0);
  }, 0);
};
