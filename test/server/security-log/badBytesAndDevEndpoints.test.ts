import type { InjectOptions } from 'fastify';
import { readConfig } from '../../../server/platform/config';
import { BASIC, FORM, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { minimalValue, openApiRoutes, type Route, type Schema } from '../security/support/openApiRoutes';

// Two rules: a control byte (NUL and the rest) in any field is a 400 with a message, never a
// 500; and the development endpoints answer only this machine, directly: behind a reverse proxy
// on the same host /dev/native-token would mint a session for any customer and
// /dev/one-time-codes would list codes.

const ID = '00000000-0000-4000-8000-000000000000';
const BAD = ['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b'];

let sandbox: SessionSandbox;
let bearer: string;
beforeAll(async () => {
  sandbox = await sessionSandbox({ rateLimits: { ...readConfig({}).rateLimits, tokenRequestsPerAddress: 100_000, codeRequestsPerAddress: 100_000, codeSendsPerCustomer: 100_000 } });
  bearer = (await login(sandbox.app, '1000001')).accessToken;
});
afterAll(async () => { await sandbox.close(); });

const send = (options: InjectOptions) => sandbox.app.inject({ ...options, headers: { authorization: `Bearer ${bearer}`, ...options.headers } });

describe('control characters are a 400, never a 500, wherever a string goes', () => {
  it.each(BAD)('refuses %j in the /token username and password', async (bad) => {
    for (const form of [{ username: bad, password: 'x' }, { username: '1000001', password: `Kowhai-2026!${bad}` }]) {
      const response = await sandbox.app.inject({
        method: 'POST', url: '/token', headers: { 'content-type': FORM, authorization: BASIC },
        payload: new URLSearchParams({ grant_type: 'password', ...form }).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('refuses them in address lines, application answers and an upload name', async () => {
    const address = await send({
      method: 'PUT', url: '/api/contact/address', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'postal', address: { addressLines: ['1 Queen\u0000 Street'], suburb: null, cityTown: 'Auckland', postcode: '1010', dpid: null } }),
    });
    expect(address.statusCode).toBe(400);
    const draft = (await send({ method: 'POST', url: '/api/applications/personal-loan' })).json() as { id: string };
    const answers = await send({
      method: 'PUT', url: `/api/applications/${draft.id}`, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ step: 'about-you', answers: { employer: 'Acme\u0000 Ltd' } }),
    });
    expect(answers.statusCode).toBe(400);
    const upload = await send({
      method: 'POST', url: `/api/applications/${draft.id}/documents?name=${encodeURIComponent('payslip\u0000.pdf')}`,
      headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ NativeErrorCode: 4010 });
  });

  it('refuses a control character in a header value', async () => {
    const response = await send({ method: 'GET', url: '/api/contact', headers: { 'x-customer-number': '1000001\u0001' } });
    expect(response.statusCode).toBe(400);
  });

  it('on every route of the OpenAPI document: each string field of the body and every query string', async () => {
    const routes = await openApiRoutes(sandbox.app);
    const problems: string[] = [];
    for (const route of routes) {
      for (const request of poisoned(route)) {
        const response = await send(request);
        if (response.statusCode !== 400) problems.push(`${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 80)}: ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

/** The route's smallest valid request, once per string field (body and query) with a NUL in it. */
function poisoned(route: Route): InjectOptions[] {
  const url = route.path.replace(/\{[^}]+\}/g, ID);
  const method = route.method as InjectOptions['method'];
  const out: InjectOptions[] = route.parameters.filter((p) => p.in === 'query')
    .map((p) => ({ method, url: `${url}?${encodeURIComponent(p.name)}=${encodeURIComponent('a\u0000b')}` }));
  if (route.body && route.contentType === 'application/json') {
    const valid = minimalValue(route.body, ID) as Record<string, unknown>;
    for (const path of stringPaths(route.body, valid)) {
      const body = structuredClone(valid);
      setAt(body, path, 'a\u0000b');
      out.push({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    }
  }
  return out;
}

/** Paths to the string fields the minimal value holds. */
function stringPaths(schema: Schema, value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(schema.items ?? {}, v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(schema.properties?.[k] ?? {}, v, [...at, k]));
  return [];
}

function setAt(target: unknown, path: (string | number)[], value: unknown) {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

describe('development endpoints answer only this machine, directly', () => {
  const devCalls: InjectOptions[] = [
    { method: 'GET', url: '/dev/one-time-codes' },
    { method: 'POST', url: '/dev/native-token', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ customerNumber: '1000001' }) },
    { method: 'GET', url: '/dev/feature-flags' },
  ];

  it.each(devCalls)('refuses $method $url relayed by a proxy on the same host (X-Forwarded-For, Forwarded)', async (call) => {
    for (const header of [{ 'x-forwarded-for': '198.51.100.1' }, { 'x-forwarded-host': 'bank.example' }, { forwarded: 'for=198.51.100.1' }, { 'x-forwarded-proto': 'https' }]) {
      const response = await sandbox.app.inject({ ...call, remoteAddress: '127.0.0.1', headers: { ...call.headers, ...header } });
      expect(response.statusCode).toBe(404);
    }
  });

  it.each(devCalls)('refuses $method $url from another machine', async (call) => {
    expect((await sandbox.app.inject({ ...call, remoteAddress: '192.0.2.10' })).statusCode).toBe(404);
  });

  // The router decodes percent-escapes: /%64ev/native-token is /dev/native-token. A check on the
  // raw URL let this request mint a refresh token for someone else's banking.
  it.each(devCalls)('refuses $method $url spelt with percent-escapes, relayed or from another machine', async (call) => {
    const path = String(call.url);
    for (const url of [path.replace('/dev/', '/%64ev/'), path.replace('/dev/', '/%64%65%76/'), path.replace('/dev/', '/d%65v/')]) {
      const relayed = await sandbox.app.inject({ ...call, url, remoteAddress: '127.0.0.1', headers: { ...call.headers, 'x-forwarded-for': '203.0.113.9' } });
      expect({ url, status: relayed.statusCode }).toEqual({ url, status: 404 });
      const outside = await sandbox.app.inject({ ...call, url, remoteAddress: '203.0.113.9' });
      expect({ url, status: outside.statusCode }).toEqual({ url, status: 404 });
    }
    // …and the same spelling from this machine directly reaches the endpoint, so the refusal above is the check's.
    const direct = await sandbox.app.inject({ method: 'GET', url: '/%64ev/feature-flags', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
  });

  it('still answers a direct loopback caller (npm run operator)', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/dev/feature-flags', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('are never on when TRUST_PROXY or ALLOWED_HOSTS is set', () => {
    const dev = { SANDBOX_DEV: 'true', HOST: '127.0.0.1' };
    expect(readConfig(dev).devEndpoints).toBe(true);
    expect(readConfig({ ...dev, TRUST_PROXY: '1' }).devEndpoints).toBe(false);
    // Not only a number: a proxy named any other way still turns them off.
    for (const word of ['true', 'yes', ' 2 ', 'loopback', '-1', '1.5']) expect(readConfig({ ...dev, TRUST_PROXY: word }).devEndpoints).toBe(false);
    expect(readConfig({ ...dev, TRUST_PROXY: '0' }).devEndpoints).toBe(true);
    expect(readConfig({ ...dev, TRUST_PROXY: 'false' }).devEndpoints).toBe(true);
    expect(readConfig({ ...dev, ALLOWED_HOSTS: 'bank.example' }).devEndpoints).toBe(false);
  });
});
