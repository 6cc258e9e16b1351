/**
 * The server answers as `@arbiter/api` says: every route under `/api` is an operation of its
 * `ROUTES` table, and gets that operation's success and problem schemas as its response schema,
 * so the OpenAPI document shows what each operation answers and Fastify serialises every JSON
 * answer through its schema (an answer that breaks the contract is a 500, never sent).
 * A route under `/api` that the contract does not list stops the server at start-up.
 * Trade-off: the schemas are attached by one `onRoute` hook instead of by each route, so the
 * contract is read from one table (the app reads the same one); the compiler checks the routes'
 * answers against it through the domain types (`@arbiter/api`'s answers-fit test), not per handler.
 */
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  ROUTES,
  SUCCESSES,
  methodOf,
  patternOf,
  problemSchema,
  type Operation,
  type Success,
} from '@arbiter/api';

/** Routes under `/api` that are no operation of the API: its own description. */
const NOT_OPERATIONS = new Set([`GET ${API_PREFIX}/openapi.json`]);

const problem = {
  description: 'A refusal: an RFC 9457 problem document with a code and a rule id',
  content: { 'application/problem+json': { schema: problemSchema } },
};

const byRoute = new Map<string, Operation>(
  (Object.keys(ROUTES) as Operation[]).map((o) => [`${methodOf(o)} ${API_PREFIX}${patternOf(o)}`, o]),
);

/** The operation a route serves (a HEAD route serves its GET's), or undefined. */
export function operationOf(method: string, url: string): Operation | undefined {
  return byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

/** Fastify's `response` schema of a success, with problem documents for 4xx and 5xx. */
export function responseSchema(success: Success): Record<string, unknown> {
  const description = { 200: 'OK', 201: 'Created', 204: 'No Content' }[success.status];
  const media = { ...(success.json ? { 'application/json': success.json } : {}), ...success.content };
  const entries = Object.entries(media);
  // no body: a null schema, which the OpenAPI document shows as a response without content
  const ok =
    entries.length === 0
      ? z.null().describe(description)
      : { description, content: Object.fromEntries(entries.map(([type, schema]) => [type, { schema }])) };
  return { [success.status]: ok, '4xx': problem, '5xx': problem };
}

/** Gives each route under `/api` its operation's response schema; refuses a route the contract does not list. */
export function attachContract(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith(`${API_PREFIX}/`)) return;
  for (const method of [route.method].flat()) {
    if (NOT_OPERATIONS.has(`${method === 'HEAD' ? 'GET' : method} ${url}`)) continue;
    const operation = operationOf(method, url);
    if (!operation) throw new Error(`${method} ${url} is no operation of @arbiter/api's ROUTES`);
    route.schema = { ...route.schema, response: responseSchema(SUCCESSES[operation]) };
  }
}
