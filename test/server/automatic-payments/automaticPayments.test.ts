import { randomUUID } from 'node:crypto';
import { addDays } from '../../../contract/rules/AucklandDate';
import { AROHA_RENT, AROHA_SAVINGS } from '../../../server/automatic-payments/demoAutomaticPayments';
import { sandboxToday } from '../../support/sandboxTime';
import { apiGet, escalatedToken, login, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

/** Today by the sandbox's clock (not the machine's: SANDBOX_CLOCK_AT may have moved it), read before each test. */
let today = '';
beforeEach(async () => { today = await sandboxToday(sandbox.db); });
const GYM = () => ({ fromAccountId: '1000001-1', toAccountNumber: '0105056034438 00', payeeName: 'CityFitness', amountCents: 1_799, frequency: 'weekly', nextDate: addDays(today, 5), reference: 'Member 4471' });

/** As the customer would: a 6002 (a payment to someone else's account is a money door) is answered with the texted code. */
async function approved(session: LoggedIn, method: 'POST' | 'PUT', url: string, body: object, key?: string) {
  const first = await request(method, url, session.accessToken, body, key);
  if (first.statusCode !== 403 || first.json().NativeErrorCode !== 6002) return first;
  const { operationId } = first.json() as { operationId: string };
  const token = await escalatedToken(sandbox.app, session, operationId);
  return sandbox.app.inject({ method, url, payload: body,
    headers: { authorization: `Bearer ${token}`, 'x-operation-id': operationId, ...(key ? { 'idempotency-key': key } : {}) } });
}

function request(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object, key?: string) {
  return sandbox.app.inject({ method, url, ...(body ? { payload: body } : {}),
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) } });
}

describe('automatic payments', () => {
  it("lists Aroha's two, from her Everyday account", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const list = (await apiGet(sandbox.app, '/api/automaticpayment', accessToken)).json();
    // The seed's own statement of them (demoAutomaticPayments.ts); each next date is after today
    // and one period after the last run her history shows paid (not "today + n": the seed's day
    // may be yesterday when a run passes midnight).
    const lastRun = async (description: string) => (await sandbox.db.query<{ day: string }>(
      `SELECT max((t.posted_at AT TIME ZONE 'Pacific/Auckland')::date)::text AS day FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = '1000001-1' AND t.status = 'posted' AND p.description = $1`, [description])).rows[0]?.day ?? '';
    const expected = [
      { payment: AROHA_RENT, last: await lastRun(AROHA_RENT.payee), days: 7 },
      { payment: AROHA_SAVINGS, last: await lastRun(`Transfer to ${AROHA_SAVINGS.payee}`), days: 14 },
    ];
    expect(list).toEqual(expected.map(({ payment: p, last, days }) => expect.objectContaining({
      payeeName: p.payee, amountCents: p.amountCents, frequency: p.frequency, fromAccountName: 'Everyday', nextDate: addDays(last, days) })));
    expect(list.every((p: { nextDate: string }) => p.nextDate > today)).toBe(true);
  });

  it('skips the next payment by one period', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const [rent] = (await apiGet(sandbox.app, '/api/automaticpayment', accessToken)).json();
    const skipped = await request('PUT', `/api/automaticpayment/${rent.id}/skip`, accessToken);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().nextDate).toBe(addDays(rent.nextDate, 7));
  });

  it('creates one payment however often the same Idempotency-Key is sent, and 422 for another body', async () => {
    const jack = await login(sandbox.app, '1000004');
    const { accessToken } = jack;
    const key = randomUUID();
    const body = { ...GYM(), fromAccountId: '1000004-1' };
    // To someone else's account: the step-up first, then repeats replay without it.
    const first = await request('POST', '/api/automaticpayment', accessToken, body, key);
    expect(first.json()).toMatchObject({ NativeErrorCode: 6002 });
    const made = await approved(jack, 'POST', '/api/automaticpayment', body, key);
    const answers = [made, ...await Promise.all([1, 2].map(() => request('POST', '/api/automaticpayment', accessToken, body, key)))];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ toAccountNumber: '01-0505-6034438-00', amountCents: 1_799, reference: 'Member 4471' });
    expect((await apiGet(sandbox.app, '/api/automaticpayment', accessToken)).json()).toHaveLength(1);
    expect((await request('POST', '/api/automaticpayment', accessToken, { ...body, amountCents: 1_800 }, key)).statusCode).toBe(422);
    expect((await request('POST', '/api/automaticpayment', accessToken, body)).statusCode).toBe(400);
  });

  it.each([
    [{ fromAccountId: '1000001-4' }, 'fromAccountId'],
    [{ toAccountNumber: '01-0902-0068388-00' }, 'toAccountNumber'],
    [{ nextDate: '2020-01-01' }, 'nextDate'],
    [{ amountCents: 0 }, 'amountCents'],
    [{ amountCents: 12.5 }, 'amountCents'],
    [{ reference: 'Ngā mihi' }, 'reference'],
  ])('refuses %j on its field', async (change, field) => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await request('POST', '/api/automaticpayment', accessToken, { ...GYM(), ...change }, randomUUID());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010, field });
  });

  it('edits a payment', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const { accessToken } = aroha;
    // Found by name: skipping the rent (above) reorders the list by next date.
    const saver = (await apiGet(sandbox.app, '/api/automaticpayment', accessToken)).json().find((p: { payeeName: string }) => p.payeeName === AROHA_SAVINGS.payee);
    const body = { fromAccountId: '1000001-2', toAccountNumber: saver.toAccountNumber, payeeName: 'Online Saver', amountCents: 25_000, frequency: 'monthly', nextDate: addDays(today, 20) };
    // Should the customer's own account ever not be the destination, the step-up comes first.
    const edited = await approved(aroha, 'PUT', `/api/automaticpayment/${saver.id}`, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ fromAccountName: 'Bills', amountCents: 25_000, frequency: 'monthly', nextDate: body.nextDate, reference: null });
  });

  it('cancels up to five a day, then answers 584 in words', async () => {
    // Liam has no mobile for the step-up a payment to someone else's account needs: one for this test.
    await sandbox.db.query(`INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000002', 'Mobile', '021 555 0198')`);
    const liam = await login(sandbox.app, '1000002');
    const { accessToken } = liam;
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      ids.push((await approved(liam, 'POST', '/api/automaticpayment', { ...GYM(), fromAccountId: '1000002-1' }, randomUUID())).json().id);
    }
    for (const id of ids.slice(0, 5)) expect((await request('DELETE', `/api/automaticpayment/${id}`, accessToken)).statusCode).toBe(204);
    const sixth = await request('DELETE', `/api/automaticpayment/${ids[5]}`, accessToken);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({ NativeErrorCode: 584, message: expect.stringContaining('the most we allow in one day') });
    expect((await apiGet(sandbox.app, '/api/automaticpayment', accessToken)).json()).toHaveLength(1);
  });

  it("answers 404 to Jack for every route on Aroha's automatic payment", async () => {
    const aroha = (await login(sandbox.app, '1000001')).accessToken;
    const jack = (await login(sandbox.app, '1000004')).accessToken;
    const [rent] = (await apiGet(sandbox.app, '/api/automaticpayment', aroha)).json();
    const body = { ...GYM(), fromAccountId: '1000004-1' };
    expect((await request('PUT', `/api/automaticpayment/${rent.id}`, jack, body)).statusCode).toBe(404);
    expect((await request('PUT', `/api/automaticpayment/${rent.id}/skip`, jack)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/automaticpayment/${rent.id}`, jack)).statusCode).toBe(404);
    expect((await apiGet(sandbox.app, '/api/automaticpayment', aroha)).json()[0]).toEqual(rent);
  });
});
