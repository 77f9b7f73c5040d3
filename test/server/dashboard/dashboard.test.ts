import { randomUUID } from 'node:crypto';
import type { DashboardDto } from '../../../contract/dashboard';
import { addDays } from '../../../contract/rules/AucklandDate';
import { nextPaymentDate, type Frequency } from '../../../contract/rules/PaymentSchedule';
import { DASHBOARD_POLICY } from '../../../server/dashboard/routes';
import { upcomingPayments } from '../../../server/dashboard/upcomingPayments';
import { waitingItems } from '../../../server/dashboard/waitingItems';
import { recentActivity } from '../../../server/dashboard/recentActivity';
import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxNowMs, sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004', '1000007']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const DAY = 86_400_000;
const dashboard = async (customer = '1000001') => {
  const response = await sandbox.get(customer, '/api/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json() as DashboardDto;
};
const payHemi = (amountCents: number, date?: string) => sandbox.post('1000001', '/api/payments', {
  fromAccountId: '1000001-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents,
  particulars: '', code: '', reference: 'Dashboard', ...(date ? { date } : {}),
});

it('asks for a login', async () => {
  expect((await sandbox.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
});

it('is in the OpenAPI document with its schema', async () => {
  const openapi = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
  expect(openapi.paths['/api/dashboard'].get.responses['200']).toBeDefined();
});

describe('recent activity', () => {
  it("lists the newest movements on the customer's own accounts, newest first, at most the policy's number", async () => {
    const { recentActivity: items } = await dashboard();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(DASHBOARD_POLICY.recentItems);
    expect(items.every((i) => i.accountId.startsWith('1000001-'))).toBe(true);
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse());
  });

  it('leads with a payment just made, for its amount out of the paying account', async () => {
    expect((await payHemi(4321)).statusCode).toBe(200);
    const [first] = (await dashboard()).recentActivity;
    expect(first).toMatchObject({ accountId: '1000001-1', amountCents: -4321, status: 'posted', date: (await sandboxToday(sandbox.db)) });
  });

  it('shows nothing that happens after now (a clock set back sees less)', async () => {
    const at = await sandboxNowMs(sandbox.db);
    const now = await recentActivity(sandbox.db, '1000001', at, 50);
    const earlier = await recentActivity(sandbox.db, '1000001', at - 30 * DAY, 50);
    expect(earlier.every((i) => Date.parse(i.at) <= at - 30 * DAY)).toBe(true);
    expect(earlier[0]?.id).not.toBe(now[0]?.id);
  });
});

describe('upcoming payments', () => {
  it('lists a payment scheduled within the window, and drops it once cancelled', async () => {
    const date = addDays((await sandboxToday(sandbox.db)), 5);
    const scheduled = await payHemi(777, date);
    expect(scheduled.statusCode).toBe(200);
    const id = scheduled.json().id as string;
    expect((await dashboard()).upcoming).toContainEqual(expect.objectContaining({
      id, kind: 'scheduled', to: 'Hemi Walker', fromAccountId: '1000001-1', amountCents: 777, date, frequency: null,
    }));
    expect((await sandbox.del('1000001', `/api/payments/${id}`)).statusCode).toBeLessThan(300);
    expect((await dashboard()).upcoming.map((u) => u.id)).not.toContain(id);
  });

  it('leaves out a payment scheduled beyond the window, until the clock reaches it', async () => {
    const date = addDays((await sandboxToday(sandbox.db)), DASHBOARD_POLICY.upcomingDays + 3);
    const id = (await payHemi(888, date)).json().id as string;
    expect((await dashboard()).upcoming.map((u) => u.id)).not.toContain(id);
    const later = await upcomingPayments(sandbox.db, '1000001', (await sandboxNowMs(sandbox.db)) + 5 * DAY, DASHBOARD_POLICY.upcomingDays);
    expect(later.map((u) => u.id)).toContain(id);
  });

  it('lists every run of each automatic payment in the window, soonest first', async () => {
    const today = (await sandboxToday(sandbox.db));
    const last = addDays(today, DASHBOARD_POLICY.upcomingDays);
    const automatic = (await sandbox.get('1000001', '/api/automaticpayment')).json() as Array<{ id: string; nextDate: string; frequency: Frequency; amountCents: number }>;
    expect(automatic.length).toBeGreaterThan(0);
    const expected = automatic.flatMap((a) => {
      const runs = [];
      for (let date = a.nextDate; date <= last; date = nextPaymentDate(date, a.frequency)) if (date >= today) runs.push({ id: `${a.id}:${date}`, date, amountCents: a.amountCents });
      return runs;
    });
    const { upcoming } = await dashboard();
    const listed = upcoming.filter((u) => u.kind === 'automatic').map(({ id, date, amountCents }) => ({ id, date, amountCents }));
    expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    expect(upcoming.map((u) => u.date)).toEqual([...upcoming.map((u) => u.date)].sort());
    expect(upcoming.every((u) => u.date >= today && u.date <= last)).toBe(true);
  });
});

describe('waiting for the customer', () => {
  it("shows each online EFTPOS request the customer has to decide, for its amount, until it expires", async () => {
    const requests = (await sandbox.get('1000001', '/api/eftpos')).json().requests as Array<{ id: string; amountCents: number; merchant: string; expiresAt: string }>;
    expect(requests.length).toBeGreaterThan(0);
    const waiting = (await dashboard()).waiting.filter((w) => w.kind === 'eftpos-request');
    expect(waiting.map((w) => [w.amountCents, w.until])).toEqual(requests.map((r) => [r.amountCents, r.expiresAt]));
    expect(waiting[0]?.title).toContain(requests[0]?.merchant);
    const latestExpiry = Math.max(...requests.map((r) => Date.parse(r.expiresAt)));
    const afterwards = await waitingItems(sandbox.db, '1000001', latestExpiry + 1);
    expect(afterwards.filter((w) => w.kind === 'eftpos-request')).toEqual([]);
  });

  it("shows Grace's refund for its amount until she asks for it, and nobody else's", async () => {
    const { rows: [owed] } = await sandbox.db.query<{ refund_cents: string }>(`SELECT refund_cents FROM remediation_recipients WHERE customer_number = '1000007'`);
    const refund = (await dashboard('1000007')).waiting.find((w) => w.kind === 'refund');
    expect(refund).toMatchObject({ amountCents: Number(owed?.refund_cents), href: '/online/refund' });
    expect((await dashboard('1000004')).waiting.filter((w) => w.kind === 'refund')).toEqual([]);
    await sandbox.db.query(`INSERT INTO remediation_submissions (customer_number, account_number, account_name, refund_cents)
      VALUES ('1000007', '01-0902-0068389-00', 'Grace Patel', $1)`, [owed?.refund_cents]);
    expect((await dashboard('1000007')).waiting.filter((w) => w.kind === 'refund')).toEqual([]);
  });

  it('asks for documents for a referred loan application until one arrives', async () => {
    const id = randomUUID();
    await sandbox.db.query(`INSERT INTO applications (id, customer_number, product, status) VALUES ($1, '1000004', 'personal-loan', 'referred')`, [id]);
    const item = (await dashboard('1000004')).waiting.find((w) => w.id === `application:${id}`);
    expect(item).toMatchObject({ kind: 'application-documents', action: 'Upload documents' });
    expect(item?.href).toContain('/apply/upload');
    await sandbox.db.query(`INSERT INTO application_documents (id, application_id, name, media_type, size_bytes, content)
      VALUES ($1, $2, 'payslip.pdf', 'application/pdf', 4, '\\x25504446')`, [randomUUID(), id]);
    expect((await dashboard('1000004')).waiting.map((w) => w.id)).not.toContain(`application:${id}`);
  });
});

describe("this month's spending", () => {
  it('adds up its categories, largest first', async () => {
    const { spending } = await dashboard();
    expect(spending.month).toBe((await sandboxToday(sandbox.db)).slice(0, 7));
    expect(spending.categories.reduce((sum, c) => sum + c.amountCents, 0)).toBe(spending.totalCents);
    const named = spending.categories.filter((c) => c.category !== 'Other').map((c) => c.amountCents);
    expect(named).toEqual([...named].sort((a, b) => b - a));
  });

  it('counts a payment to someone else, and not money moved between the customer\'s own accounts', async () => {
    const before = (await dashboard()).spending.totalCents;
    expect((await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: '1000001-3', amountCents: 5000, reference: '' })).statusCode).toBe(200);
    expect((await dashboard()).spending.totalCents).toBe(before);
    expect((await payHemi(1500)).statusCode).toBe(200);
    expect((await dashboard()).spending.totalCents).toBe(before + 1500);
  });
});

it('lists the insurance policies the customer holds, and none for someone without', async () => {
  const { rows } = await sandbox.db.query<{ id: string }>(`SELECT id FROM insurance_policies WHERE customer_number = '1000001'`);
  expect((await dashboard()).insurance.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
  expect((await dashboard('1000004')).insurance).toEqual([]);
});
