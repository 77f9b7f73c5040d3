import { addDays } from '../../../contract/rules/AucklandDate';
import { crossesBelow } from '../../../server/alerts/delivery';
import { postDuePayments } from '../../../server/pay/scheduledPayments';
import { balanceOf, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { login } from '../../support/sessionSandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004']); });
afterAll(async () => { await sandbox.close(); });

const putAlerts = (customer: string, alerts: unknown[]) => sandbox.app.inject({
  method: 'PUT', url: '/api/alerts', payload: JSON.stringify({ alerts }),
  headers: { authorization: sandbox.tokens[customer]!, 'content-type': 'application/json' },
});
const inbox = async (customer: string) =>
  ((await sandbox.get(customer, '/api/messages')).json() as { messages: Array<{ subject: string; body: string }> }).messages;
const subjects = async (customer: string) => (await inbox(customer)).map((m) => m.subject);
const deliveries = async (customer: string) => (await sandbox.db.query<{ kind: string; channel: string }>(
  'SELECT kind, channel FROM alert_deliveries WHERE customer_number = $1 ORDER BY id', [customer])).rows;

describe('crossesBelow', () => {
  it('is true only when the balance goes from at or above the threshold to below it', () => {
    expect(crossesBelow(10_000, 9_999, 10_000)).toBe(true);
    expect(crossesBelow(9_000, 8_000, 10_000)).toBe(false); // already low: no second alert
    expect(crossesBelow(20_000, 10_000, 10_000)).toBe(false);
  });
});

describe('alerts the sandbox sends', () => {
  it('sends no alert to a customer who has none turned on', async () => {
    const transfer = { fromAccountId: '1000001-1', toAccountId: '1000001-2', amountCents: 100, reference: '' };
    expect((await sandbox.post('1000001', '/api/transfers', transfer)).statusCode).toBe(200);
    expect(await deliveries('1000001')).toEqual([]);
  });

  it("records a low-balance alert when a transfer takes Jack's balance below his threshold, once, in his inbox", async () => {
    const { balance } = await balanceOf(sandbox.db, '1000004-1');
    const threshold = Math.floor(balance / 100) * 100 - 5_000; // whole dollars, $50 below the balance
    expect((await putAlerts('1000004', [{ kind: 'low-balance', enabled: true, thresholdCents: threshold, channel: 'sms' }])).statusCode).toBe(200);
    const pay = (amountCents: number) => sandbox.post('1000004', '/api/payments', {
      fromAccountId: '1000004-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents, particulars: '', code: '', reference: 'rent',
    });
    expect((await pay(4_000)).statusCode).toBe(200); // still above
    expect(await deliveries('1000004')).toEqual([]);
    expect((await pay(2_000)).statusCode).toBe(200); // crosses below
    expect(await deliveries('1000004')).toEqual([{ kind: 'low-balance', channel: 'sms' }]);
    expect((await pay(1_000)).statusCode).toBe(200); // already below
    expect(await deliveries('1000004')).toHaveLength(1);
    expect(await subjects('1000004')).toContain('Low balance alert');
  });

  it('records a large-payment alert for a payment of at least the threshold, not for a transfer', async () => {
    expect((await putAlerts('1000001', [{ kind: 'large-payment', enabled: true, thresholdCents: 50_000, channel: 'email' }])).statusCode).toBe(200);
    const transfer = { fromAccountId: '1000001-1', toAccountId: '1000001-2', amountCents: 60_000, reference: '' };
    expect((await sandbox.post('1000001', '/api/transfers', transfer)).statusCode).toBe(200);
    expect(await deliveries('1000001')).toEqual([]);
    const { payees } = (await sandbox.get('1000001', '/api/payees')).json();
    const mercury = payees.find((p: { name: string }) => p.name === 'Mercury Energy');
    const paid = await sandbox.post('1000001', '/api/payments', {
      fromAccountId: '1000001-1', to: { payeeId: mercury.id }, amountCents: 50_000, particulars: '', code: '', reference: 'power',
    });
    expect(paid.statusCode).toBe(200);
    expect(await deliveries('1000001')).toEqual([{ kind: 'large-payment', channel: 'email' }]);
    expect((await inbox('1000001')).find((m) => m.subject === 'Large payment alert')?.body).toContain('A payment of $500.00 to Mercury Energy');
  });

  it('alerts about a scheduled payment on the day the sandbox posts it, not when it is set up', async () => {
    const before = (await deliveries('1000001')).filter((d) => d.kind === 'large-payment').length;
    const date = addDays(await sandboxToday(sandbox.db), 3);
    const scheduled = await sandbox.post('1000001', '/api/payments', {
      fromAccountId: '1000001-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents: 60_000, particulars: '', code: '', reference: 'later', date,
    });
    expect(scheduled.statusCode).toBe(200);
    expect((await deliveries('1000001')).filter((d) => d.kind === 'large-payment')).toHaveLength(before);
    expect(await postDuePayments(sandbox.db, date)).toEqual({ posted: 1, failed: 0 });
    expect((await deliveries('1000001')).filter((d) => d.kind === 'large-payment')).toHaveLength(before + 1);
    expect((await inbox('1000001')).some((m) => m.body.includes('A payment of $600.00 to Hemi Walker'))).toBe(true);
  });

  it('records a new-login alert after a password login', async () => {
    expect((await putAlerts('1000004', [{ kind: 'new-login', enabled: true, thresholdCents: null, channel: 'email' }])).statusCode).toBe(200);
    const before = (await deliveries('1000004')).length;
    await login(sandbox.app, '1000004');
    const after = await deliveries('1000004');
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1]).toEqual({ kind: 'new-login', channel: 'email' });
    expect(await subjects('1000004')).toContain('New login alert');
  });
});
