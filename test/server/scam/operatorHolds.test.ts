import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { runOperator } from '../../../server/cli/runOperator';
import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

/** `npm run operator -- holds` (list, release, stop), `unlock-banking` and `payment-limit`: the bank's side of scam protection. */
let sandbox: SessionSandbox;
let baseUrl: string;
beforeAll(async () => {
  sandbox = await sessionSandbox({ paymentSchedulerMs: 0 });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => { await sandbox.close(); });

async function operator(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(argv, { baseUrl, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function hold(amountCents: number): Promise<string> {
  const { accessToken } = await login(sandbox.app, '1000001');
  const held = await sandbox.app.inject({
    method: 'POST', url: '/api/payments', headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': randomUUID() },
    payload: { fromAccountId: '1000001-1', to: { accountNumber: '12-3456-9999889-00', name: 'Anyone' }, amountCents,
      particulars: '', code: '', reference: 'Operator', purpose: 'other', riskAcknowledged: true },
  });
  expect(held.statusCode).toBe(202);
  return (held.json() as { id: string }).id;
}

describe('npm run operator (scam protection)', () => {
  it('lists held payments, releases one and stops another; neither can be decided twice', async () => {
    expect(await operator(['holds'])).toMatchObject({ code: 0, out: 'No payments on hold.' });
    const [first, second] = [await hold(1_234), await hold(5_678)];
    const listed = await operator(['holds']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${first}  1000001  $12.34 to Anyone 12-3456-9999889-00`);
    expect(listed.out).toContain(second);
    expect(await operator(['holds', 'release', first])).toMatchObject({ code: 0, out: 'Released: $12.34 to Anyone 12-3456-9999889-00.' });
    expect(await operator(['holds', 'stop', second])).toMatchObject({ code: 0, out: 'Stopped: $56.78 to Anyone 12-3456-9999889-00.' });
    expect((await operator(['holds', 'release', second])).code).not.toBe(0);
    expect(await operator(['holds'])).toMatchObject({ code: 0, out: 'No payments on hold.' });
    expect((await operator(['holds', 'cancel', first])).code).not.toBe(0);
  });

  it('unlocks a customer\'s banking, and sets a daily limit at once', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    await sandbox.app.inject({ method: 'POST', url: '/api/banking-lock', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await operator(['unlock-banking', '1000001'])).code).toBe(0);
    expect((await sandbox.app.inject({ url: '/api/banking-lock', headers: { authorization: `Bearer ${accessToken}` } })).json()).toMatchObject({ locked: false });
    expect((await operator(['unlock-banking', 'aroha'])).code).not.toBe(0);
    expect((await operator(['payment-limit', '1000001', '750'])).code).toBe(0);
    expect((await sandbox.app.inject({ url: '/api/payment-limits', headers: { authorization: `Bearer ${accessToken}` } })).json())
      .toMatchObject({ dailyLimitCents: 75_000, pending: null });
  });
});
