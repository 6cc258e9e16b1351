// The OpenAPI document says what every operation answers: built from the app's own routes (no
// store is opened and no request is served: the routes only need to be registered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, methodOf, patternOf, type Operation } from '@arbiter/api';
import type { App, Context } from '../context';
import { buildApp } from '../app';
import { attachContract } from './contract';

interface OpenApiOperation {
  readonly responses?: Record<
    string,
    { readonly description?: string; readonly content?: Record<string, { readonly schema?: object }> }
  >;
}

/** Just enough of a context to register the routes. */
const context = {
  store: { backend: 'pglite' },
  projection: {},
  live: {},
  deps: { systems: new Map() },
  pairing: {},
  settings: {
    rateLimit: 0,
    loginLimit: 5,
    bodyLimit: 1_000_000,
    importLimit: 1_000_000,
    sessionHours: 1,
    secureCookies: false,
    webDir: null,
    previewWaitMs: 1000,
  },
} as unknown as Context;

describe('the OpenAPI document', () => {
  let app: App;
  let paths: Record<string, Record<string, OpenApiOperation>>;

  beforeAll(async () => {
    app = await buildApp(context, false);
    await app.ready();
    paths = (app.swagger() as { paths: typeof paths }).paths;
  });
  afterAll(async () => app?.close());

  it("lists exactly the operations of @arbiter/api's ROUTES", () => {
    const listed = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = (Object.keys(ROUTES) as Operation[]).map(
      (o) => `${methodOf(o)} /api${patternOf(o).replace(/:([A-Za-z]+)/g, '{$1}')}`,
    );
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toHaveLength(62);
  });

  it('gives every operation a schema for its success and the problem document for its errors', () => {
    const lacking: string[] = [];
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops)) {
        const responses = op.responses ?? {};
        const success = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
        const body = success.length === 1 ? responses[success[0]] : undefined;
        const described =
          success[0] === '204'
            ? body?.content === undefined
            : Object.values(body?.content ?? {}).length > 0 &&
              Object.values(body?.content ?? {}).every((c) => c.schema && Object.keys(c.schema).length > 0);
        for (const status of ['4XX', '5XX']) {
          const problem = responses[status]?.content?.['application/problem+json']?.schema as
            { properties?: Record<string, unknown>; required?: string[] } | undefined;
          if (!problem?.properties?.code || !problem.required?.includes('rule'))
            lacking.push(`${method} ${path}: ${status}`);
        }
        if (!described) lacking.push(`${method} ${path}: ${success.join(',') || 'no success'}`);
      }
    expect(lacking).toEqual([]);
  });

  it('refuses to register a route under /api that the contract does not list', () => {
    expect(() =>
      attachContract({ method: 'GET', url: '/api/not-in-the-contract', handler: () => undefined }),
    ).toThrow(/no operation of @arbiter\/api/);
  });
});
