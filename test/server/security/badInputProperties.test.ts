import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { readConfig } from '../../../server/platform/config';
import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { customerRows } from './support/customerRows';
import { malformedRequest } from './support/malformedRequests';
import { openApiRoutes, type Route } from './support/openApiRoutes';
import { rowsDigest } from './support/sweepRequests';

const CUSTOMER = '1000001';
/** Generated requests per route: about 80 routes x this stays well under a minute. */
const RUNS_PER_ROUTE = 6;
/**
 * Tables a refused request may still write, by design: challenges and the counters of limits
 * and lockouts (a wrong password is counted however it is refused), and the tokens of sessions.
 */
const WRITTEN_WHEN_REFUSED = new Set([
  'sessions', 'access_tokens', 'refresh_tokens', 'customers', 'one_time_codes', 'rate_limits',
  // The security log records refusals (failed logins, wrong codes, 429s), and a lock is counted per device.
  'security_events', 'login_failures', 'known_devices',
]);

let sandbox: SessionSandbox;
let routes: Route[];
let bearer: string;
let owned: Awaited<ReturnType<typeof customerRows>>;

beforeAll(async () => {
  sandbox = await sessionSandbox({ rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 100_000, codeRequestsPerAddress: 100_000, tokenRequestsPerAddress: 100_000 } });
  bearer = (await login(sandbox.app, CUSTOMER)).accessToken;
  routes = await openApiRoutes(sandbox.app);
  owned = new Map([...(await customerRows(sandbox.db, CUSTOMER))].filter(([table]) => !WRITTEN_WHEN_REFUSED.has(table)));
});
afterAll(async () => { await sandbox.close(); });

describe('malformed input on every route of the OpenAPI document (fast-check)', () => {
  it('never answers 500, always answers a refusal with a JSON error body, and a refused request changes no row', async () => {
    const problems: string[] = [];
    // Random each run (FC_SEED repeats one); a failure names its seed.
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
    // The customer's rows as they stand before each request: read once at the start and again
    // after each request (a refused one must have changed nothing; an accepted one may have),
    // so each request costs one digest of every table, not two.
    let before = await rowsDigest(sandbox.db, owned);
    for (const route of routes) {
      await fc.assert(fc.asyncProperty(malformedRequest(route, bearer), async (request) => {
        const response = await sandbox.app.inject(request as InjectOptions);
        const where = `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${request.payload?.slice(0, 200) ?? ''}`;
        if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400) {
          let body: unknown;
          try { body = response.json(); } catch { problems.push(`${where}: not JSON: ${response.body.slice(0, 100)}`); }
          if (body && typeof body === 'object' && !('message' in body) && !('error' in body)) problems.push(`${where}: no message in ${response.body.slice(0, 100)}`);
        }
        const after = await rowsDigest(sandbox.db, owned);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (response.statusCode >= 400 && changed.length) problems.push(`${where}: ${response.statusCode} yet changed ${changed.join(', ')}`);
        before = after;
      }), { numRuns: RUNS_PER_ROUTE, seed });
    }
    expect({ seed, problems: problems.slice(0, 20) }).toEqual({ seed, problems: [] });
  }, 600_000); // ~15 s on a quiet machine; minutes when the machine is shared

  // The generated runs above reach each route only a few times, so the bodies that once broke a
  // route's own error handler are sent to every route on every run, not left to chance.
  it('answers every body that is not a JSON object with a 4xx JSON error on every route that takes one', async () => {
    const bodies: [string, string][] = [
      ['application/json', ''], ['application/json', '0x10'], ['application/json', '{"a":'], ['application/json', 'NaN'],
      ['application/json', '[]'], ['application/json', 'null'], ['application/json', '"text"'],
      ['text/plain', 'hello'], ['application/x-www-form-urlencoded', 'a=1'],
    ];
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const url = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [contentType, payload] of bodies) {
        const response = await sandbox.app.inject({ method: route.method as InjectOptions['method'], url, headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType }, payload });
        const where = `${route.method} ${url} ${contentType} ${JSON.stringify(payload)}`;
        if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        else if (response.statusCode >= 400) {
          try { response.json(); } catch { problems.push(`${where}: not JSON: ${response.body.slice(0, 80)}`); }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
