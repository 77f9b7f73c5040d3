import { randomUUID } from 'node:crypto';
import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { ledgerBreaks } from '../../support/moneySandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ paymentSchedulerMs: 0 }); });
afterAll(async () => { await sandbox.close(); });

const clone = (template: string, app = sandbox.app) => app.inject({
  method: 'POST', url: '/dev/customers', payload: JSON.stringify({ template }), headers: { 'content-type': 'application/json' },
});

async function newCustomer(template: string): Promise<string> {
  const response = await clone(template);
  expect(response.statusCode === 201 ? 201 : response.body).toBe(201);
  return response.json().customerNumber as string;
}

/** An account list with what a customer sees of each account, without its id and number (a clone's own). */
async function accountsOf(customerNumber: string) {
  const { accessToken } = await login(sandbox.app, customerNumber);
  const response = await apiGet(sandbox.app, '/api/accounts', accessToken);
  expect(response.statusCode).toBe(200);
  return (response.json() as Record<string, unknown>[]).map(({ id: _id, accountNumber: _number, ...seen }) => seen);
}

/** How many rows each table holds for a customer, for every table with a customer_number. */
async function rowCounts(customerNumber: string): Promise<Record<string, number>> {
  const { rows: tables } = await sandbox.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'customer_number' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { table_name: t } of tables) {
    const { rows: [row] } = await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t} WHERE customer_number = $1`, [customerNumber]);
    counts[t] = row?.n ?? 0;
  }
  return counts;
}

const balances = async (customerNumber: string) => (await sandbox.db.query<{ name: string; balance_cents: string; available_cents: string }>(
  'SELECT name, balance_cents, available_cents FROM accounts WHERE customer_number = $1 ORDER BY sort_order', [customerNumber])).rows;

describe('POST /dev/customers', () => {
  it('makes a customer who logs in with the demo password and holds what the template holds', async () => {
    const customer = await newCustomer('1000001');
    expect(customer).toMatch(/^\d{7}$/);
    expect(customer).not.toBe('1000001');
    expect(await accountsOf(customer)).toEqual(await accountsOf('1000001'));
    // Every area's demo data: payees, automatic payments, cards, EFTPOS requests, messages, history, contact details…
    const counts = await rowCounts(customer);
    const template = await rowCounts('1000001');
    // The history is generated up to the moment of seeding: the clone's now, the template's when
    // its database was made (a cached test template can be hours old), so a few of today's
    // transactions may fall either side. Every other table holds exactly what the template holds.
    expect(counts).toEqual({ ...template, sessions: counts.sessions, login_failures: counts.login_failures, ledger_transactions: counts.ledger_transactions });
    expect(Math.abs(counts.ledger_transactions! - template.ledger_transactions!)).toBeLessThanOrEqual(template.ledger_transactions! * 0.02);
    expect(counts.payees).toBeGreaterThan(0);
    expect(counts.ledger_transactions).toBeGreaterThan(100);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('clones each demo customer, every template its own shape', async () => {
    for (const template of ['1000002', '1000004', '1000005', '1000006', '1000007']) {
      const customer = await newCustomer(template);
      expect(await balances(customer)).toEqual(await balances(template));
    }
  });

  it('gives two clones different numbers and keeps their money apart from each other and the template', async () => {
    const [a, b] = [await newCustomer('1000001'), await newCustomer('1000001')];
    expect(a).not.toBe(b);
    const before = { template: await balances('1000001'), b: await balances(b) };
    const { accessToken } = await login(sandbox.app, a);
    const response = await sandbox.app.inject({
      method: 'POST', url: '/api/transfers', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: JSON.stringify({ fromAccountId: `${a}-1`, toAccountId: `${a}-3`, amountCents: 12_345, reference: 'Own test' }),
    });
    expect(response.statusCode).toBe(200);
    const after = await balances(a);
    expect(Number(after[0]?.balance_cents)).toBe(Number(before.template[0]?.balance_cents) - 12_345);
    expect(Number(after[2]?.balance_cents)).toBe(Number(before.template[2]?.balance_cents) + 12_345);
    expect(await balances('1000001')).toEqual(before.template);
    expect(await balances(b)).toEqual(before.b);
  });

  it('answers 404 for a number that is no demo customer', async () => {
    expect((await clone('1234567')).statusCode).toBe(404);
  });

  it('does not exist when the development endpoints are off', async () => {
    const production = await sessionSandbox({ production: true });
    try {
      expect((await clone('1000001', production.app)).statusCode).toBe(404);
      expect((await production.db.query('SELECT 1 FROM customers WHERE customer_number > $1', ['1000007'])).rows).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
