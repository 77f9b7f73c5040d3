import { createHash } from 'node:crypto';
import { parseOperatorArgs } from '../../../server/cli/operatorCommands';
import { sandboxPerFile } from '../../support/sandboxPerFile';
import { login } from '../../support/sessionSandbox';

/**
 * POST /api/client-errors: the browser's Monitoring entries reach the bank (spec §8), logged in
 * or not, within an allowance per reporter, and nothing personal is stored. Each test reports
 * from an address of its own (or a session of its own), so the allowances do not meet.
 */
const file = sandboxPerFile();
const app = () => file.sandbox.app;

interface Entry { at: number; queryKey: string; route: string; name: string; message: string; status?: number; code?: number | null }
const entry = (over: Partial<Entry> = {}): Entry => ({
  at: Date.parse('2026-12-08T01:00:00Z'), queryKey: 'accounts', route: '/online/dashboard', name: 'ApiError', message: 'Request failed', status: 500, code: null, ...over,
});
const report = (payload: unknown, { address = '198.51.100.1', token }: { address?: string; token?: string } = {}) => app().inject({
  method: 'POST', url: '/api/client-errors', remoteAddress: address, payload: payload as object,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
const listed = async () => (await app().inject({ url: '/dev/client-errors?limit=500' })).json() as Array<Record<string, unknown>>;
const storedRows = async () => (await file.sandbox.db.query<{ row: string }>('SELECT row_to_json(c)::text AS row FROM client_errors c')).rows.map((r) => r.row);

describe('reporting client errors', () => {
  it('takes an anonymous visitor\'s batch and lists it for the operator, grouped and counted', async () => {
    const sent = await report({ entries: [entry({ route: '/apply/open-a', queryKey: 'apply/catalogue', message: 'Network Error', status: 0 }),
      entry({ route: '/apply/open-a', queryKey: 'apply/catalogue', message: 'Network Error', status: 0 })] }, { address: '198.51.100.10' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ stored: 2, dropped: 0 });
    expect(await listed()).toContainEqual(expect.objectContaining({
      route: '/apply/open-a', queryKey: 'apply/catalogue', name: 'ApiError', message: 'Network Error', status: 0, count: 2, sessions: 0,
    }));
  });

  it("takes a logged-in customer's batch, grouped by a hash of the session and storing no customer number", async () => {
    const { customerNumber } = await file.customer('1000001');
    const { accessToken } = await login(app(), customerNumber);
    const sent = await report({ entries: [entry({ route: '/online/payees', queryKey: 'payees', message: 'payees failed' })] }, { token: accessToken, address: '198.51.100.11' });
    expect(sent.json()).toEqual({ stored: 1, dropped: 0 });
    expect(await listed()).toContainEqual(expect.objectContaining({ route: '/online/payees', message: 'payees failed', count: 1, sessions: 1 }));
    const rows = await storedRows();
    expect(rows.some((row) => row.includes('payees failed'))).toBe(true);
    for (const row of rows) {
      expect(row).not.toContain(customerNumber);
      expect(row).not.toContain(accessToken);
    }
    const [grouped] = (await file.sandbox.db.query<{ reporter_group: string | null }>(
      "SELECT reporter_group FROM client_errors WHERE message = 'payees failed'")).rows;
    expect(grouped?.reporter_group).toMatch(/^[0-9a-f]{16}$/);
    // Keyed with what only the server process holds: the sessions table does not lead back to it.
    const sessions = (await file.sandbox.db.query<{ id: string }>('SELECT id::text AS id FROM sessions WHERE customer_number = $1', [customerNumber])).rows;
    expect(sessions.length).toBeGreaterThan(0);
    for (const { id } of sessions) {
      for (const unkeyed of [id, `client-errors:${id}`]) expect(createHash('sha256').update(unkeyed).digest('hex')).not.toContain(grouped?.reporter_group);
    }
  });

  it('takes a report with a token that is no longer good as an anonymous one', async () => {
    const sent = await report({ entries: [entry({ message: 'after the session ended' })] }, { token: 'not-a-token-the-bank-issued', address: '198.51.100.12' });
    expect(sent.json()).toEqual({ stored: 1, dropped: 0 });
  });

  it('scrubs what looks personal before it is stored, whatever the browser sent', async () => {
    const sent = await report({ entries: [entry({
      route: '/online/accounts/1000001-1?tab=statements#top', queryKey: 'insurance/policies/POL-123456',
      message: 'Payment of $1,250.00 from 12-3456-7890123-00 for aroha@example.co.nz failed: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl at /api/x?customerNumber=1000001',
    })] }, { address: '198.51.100.13' });
    expect(sent.statusCode).toBe(200);
    const row = (await storedRows()).find((r) => r.includes('failed: Bearer'));
    expect(row).toBeDefined();
    for (const personal of ['1000001', '1,250', '7890123', 'aroha@', 'eyJ', 'tab=statements', '123456']) expect(row).not.toContain(personal);
    const scrubbed = JSON.parse(row!) as { route: string; query_key: string; message: string };
    expect(scrubbed.route).toBe('/online/accounts/:id');
    expect(scrubbed.query_key).toBe('insurance/policies/:id');
    expect(scrubbed.message).toBe('Payment of [amount] from [number] for [email] failed: Bearer [token] at /api/x?[query]');
  });

  it.each([
    ['more than 20 entries', { entries: Array.from({ length: 21 }, () => entry()) }],
    ['no entries', { entries: [] }],
    ['a field the contract does not have', { entries: [{ ...entry(), customerNumber: '1000001' }] }],
    ['a message over 300 characters', { entries: [entry({ message: 'x'.repeat(301) })] }],
    ['a route that is not a path', { entries: [entry({ route: 'https://elsewhere.example/online' })] }],
    ['no name', { entries: [{ ...entry(), name: undefined }] }],
    ['a status that is no HTTP status', { entries: [entry({ status: 700 })] }],
    ['a time that is not a number', { entries: [{ ...entry(), at: '2026-12-08' }] }],
    ['something else at the top', { entries: [entry()], amountCents: 100 }],
  ])('refuses %s with a 400 and stores nothing', async (_, payload) => {
    const before = (await storedRows()).length;
    const refused = await report(payload, { address: '198.51.100.14' });
    expect(refused.statusCode).toBe(400);
    expect((await storedRows()).length).toBe(before);
  });

  it('keeps 60 entries per address in 10 minutes and drops the rest, counted, without a 429', async () => {
    const batch = { entries: Array.from({ length: 20 }, (_, i) => entry({ message: `flood ${i}` })) };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await report(batch, { address: '198.51.100.15' })).json());
    expect(answers).toEqual([{ stored: 20, dropped: 0 }, { stored: 20, dropped: 0 }, { stored: 20, dropped: 0 }, { stored: 0, dropped: 20 }]);
    const partly = await report({ entries: [entry()] }, { address: '198.51.100.15' });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ stored: 0, dropped: 1 });
    // Another address, and a logged-in session from the same address, have allowances of their own.
    expect((await report({ entries: [entry()] }, { address: '198.51.100.16' })).json()).toEqual({ stored: 1, dropped: 0 });
    const { accessToken } = await login(app(), (await file.customer('1000002')).customerNumber);
    expect((await report({ entries: [entry()] }, { address: '198.51.100.15', token: accessToken })).json()).toEqual({ stored: 1, dropped: 0 });
  });

  it('splits a batch at the allowance: the first entries are kept', async () => {
    const address = '198.51.100.17';
    for (let i = 0; i < 2; i += 1) await report({ entries: Array.from({ length: 20 }, () => entry()) }, { address });
    expect((await report({ entries: Array.from({ length: 15 }, () => entry()) }, { address })).json()).toEqual({ stored: 15, dropped: 0 });
    expect((await report({ entries: Array.from({ length: 10 }, () => entry()) }, { address })).json()).toEqual({ stored: 5, dropped: 5 });
  });
});

describe('npm run operator -- errors', () => {
  it('lists the latest errors in Auckland time with their page, query key, failure, count and message', async () => {
    await report({ entries: [entry({ at: Date.parse('2026-12-08T02:00:00Z'), route: '/online/transfer', queryKey: 'chunk', name: 'ChunkLoadError', message: 'Loading chunk 7 failed.', status: undefined, code: undefined })] },
      { address: '198.51.100.18' });
    const command = parseOperatorArgs(['errors']);
    if ('error' in command) throw new Error(command.error);
    expect(command).toMatchObject({ method: 'GET', path: '/dev/client-errors' });
    const answer = (await app().inject({ url: command.path })).json();
    const printed = command.print(answer);
    expect(printed).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m {2}\/online\/transfer {2}chunk {2}ChunkLoadError {2}1 time\n {4}Loading chunk 7 failed\.$/m);
  });

  it('publishes the report route and keeps the operator list out of the published contract', async () => {
    const paths = Object.keys((await app().inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toContain('/api/client-errors');
    expect(paths).not.toContain('/dev/client-errors');
  });
});
