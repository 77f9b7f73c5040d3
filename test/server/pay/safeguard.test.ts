import { randomUUID } from 'node:crypto';
import { login, postToken, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { balanceOf } from '../../support/moneySandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox({ paymentSchedulerMs: 0 }); });
afterAll(async () => { await sandbox.close(); });

const pay = (bearer: string, body: object, key: string, operationId?: string) => sandbox.app.inject({
  method: 'POST', url: '/api/payments', payload: JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'idempotency-key': key, ...(operationId ? { 'x-operation-id': operationId } : {}) },
});
const oneOff = (amountCents: number) => ({
  fromAccountId: '1000001-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents, particulars: '', code: '', reference: 'Car',
});
const lastCode = () => /code (\d{6})/.exec(sandbox.sms.at(-1) ?? '')?.[1] ?? '';

describe('paying a new account $1,000 or more', () => {
  it('asks for the SMS code (6002), pays once with the escalated token, and replays without asking again', async () => {
    const session = await login(sandbox.app, '1000001');
    const key = randomUUID();
    const before = await balanceOf(sandbox.db, '1000001-1');
    const challenge = await pay(session.accessToken, oneOff(150_000), key);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance);
    const { operationId } = challenge.json();
    const escalated = await postToken(sandbox.app, { grant_type: 'escalation', ChallengeResponse: lastCode(), authenticationSubType: 'escalate' },
      { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
    expect(escalated.statusCode).toBe(200);
    const token = escalated.json().access_token as string;
    const paid = await pay(token, oneOff(150_000), key, operationId);
    expect(paid.statusCode).toBe(200);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - 150_000);
    const again = await pay(session.accessToken, oneOff(150_000), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(paid.json().id);
    // The escalated token was for that one payment, now made: it opens nothing else.
    const other = await pay(token, oneOff(150_001), randomUUID(), operationId);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ NativeErrorCode: 4004 });
  });

  it('does not ask below $1,000.00, nor for a saved payee', async () => {
    // A customer of its own: the day's payments to every new account count together (newAccountThreshold.test.ts).
    const clone = await sandbox.app.inject({ method: 'POST', url: '/dev/customers', payload: { template: '1000001' } });
    const customer = clone.json().customerNumber as string;
    const session = await login(sandbox.app, customer);
    const another = { ...oneOff(99_999), fromAccountId: `${customer}-1`, to: { accountNumber: '12-3456-9999854-00', name: 'Aroha Tane' } };
    expect((await pay(session.accessToken, another, randomUUID())).statusCode).toBe(200);
    const { payees } = (await sandbox.app.inject({ url: '/api/payees', headers: { authorization: `Bearer ${session.accessToken}` } })).json();
    const saved = { ...oneOff(150_000), fromAccountId: `${customer}-1`, to: { payeeId: payees[0].id } };
    expect((await pay(session.accessToken, saved, randomUUID())).statusCode).toBe(200);
  });
});
