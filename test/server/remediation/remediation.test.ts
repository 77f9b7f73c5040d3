import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { loginAs } from '../../support/loginAs';
import { newRefundRecipient } from '../../support/refundRecipient';
import { escalatedToken, login, withStepUp } from '../../support/sessionSandbox';

// One sandbox for the file (a sandbox per test took ~2 s each): a recipient has one refund
// request, so each test that asks for one uses a recipient of its own, made from Grace
// (newRefundRecipient); only the test of the seeded case logs in as Grace herself.
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const post = (authorization: string, path: string, body: unknown, operationId?: string) => sandbox.app.inject({
  method: 'POST', url: `/api/cccfa-remediation/${path}`, payload: JSON.stringify(body),
  headers: { authorization, 'content-type': 'application/json', ...(operationId ? { 'x-operation-id': operationId } : {}) },
});
const balanceOf = async (accountId: string) =>
  Number((await sandbox.db.query<{ b: string }>('SELECT balance_cents AS b FROM accounts WHERE id = $1', [accountId])).rows[0]?.b);

describe('refund remediation', () => {
  it('serves the page content to anyone', async () => {
    const response = await sandbox.app.inject({ url: '/api/cccfa-remediation/bundle' });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Your consumer credit refund');
  });

  it("verifies Grace by her letter's reference and her date of birth and offers only her own everyday and savings accounts", async () => {
    const grace = await loginAs(sandbox.app, '1000007');
    const mismatch = { NativeErrorCode: 4010, message: "Those details don't match our records. Check the reference on our letter and your date of birth." };
    const wrong = await post(grace, 'verify', { caseReference: 'CCCFA-2026-0007', dateOfBirth: '1981-04-06' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(mismatch);
    // The date of birth alone (which the session can read elsewhere) is not enough: the letter's reference is asked too.
    const noLetter = await post(grace, 'verify', { caseReference: 'CCCFA-2026-0001', dateOfBirth: '1981-04-05' });
    expect(noLetter.json()).toEqual(mismatch);
    const right = await post(grace, 'verify', { caseReference: 'CCCFA-2026-0007', dateOfBirth: '1981-04-05' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      caseReference: 'CCCFA-2026-0007', refundCents: 48_215,
      accounts: [{ id: '1000007-1', name: 'Everyday', accountNumber: expect.stringMatching(/^38-9123-\d{7}-00$/) }],
    });
  });

  it('answers 10801 to a customer who is not a recipient', async () => {
    const aroha = await loginAs(sandbox.app, '1000001');
    const response = await post(aroha, 'verify', { caseReference: 'CCCFA-2026-0001', dateOfBirth: '1992-03-14' });
    expect(response.statusCode).toBe(404);
    expect(response.json().NativeErrorCode).toBe(10801);
    expect((await post(aroha, 'submit', { kind: 'own', accountId: '1000001-1' })).json().NativeErrorCode).toBe(10801);
  });

  it('refuses a submit before verification, and an account of another customer', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const arohaBefore = await balanceOf('1000001-1');
    const token = await loginAs(sandbox.app, recipient.customerNumber);
    expect((await post(token, 'submit', { kind: 'own', accountId: recipient.everyday })).statusCode).toBe(403);
    await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const foreign = await post(token, 'submit', { kind: 'own', accountId: '1000001-1' });
    expect(foreign.statusCode).toBe(400);
    expect(await balanceOf('1000001-1')).toBe(arohaBefore);
  });

  it('credits the chosen own account once, then answers 10800 to verify and submit', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const before = await balanceOf(recipient.everyday);
    const token = await loginAs(sandbox.app, recipient.customerNumber);
    await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const first = await post(token, 'submit', { kind: 'own', accountId: recipient.everyday });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await balanceOf(recipient.everyday)).toBe(before + 48_215);
    const again = await post(token, 'submit', { kind: 'own', accountId: recipient.everyday });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ NativeErrorCode: 10800, message: 'The refund request has already been submitted.' });
    expect((await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' })).json().NativeErrorCode).toBe(10800);
    expect(await balanceOf(recipient.everyday)).toBe(before + 48_215);
  });

  it('submits once when two submits race', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const before = await balanceOf(recipient.everyday);
    const token = await loginAs(sandbox.app, recipient.customerNumber);
    await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const answers = await Promise.all([1, 2, 3].map(() => post(token, 'submit', { kind: 'own', accountId: recipient.everyday })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409, 409]);
    expect(await balanceOf(recipient.everyday)).toBe(before + 48_215);
    const { rows } = await sandbox.db.query('SELECT * FROM remediation_submissions WHERE customer_number = $1', [recipient.customerNumber]);
    expect(rows).toHaveLength(1);
  });

  it('pays another NZ account only when its check digits are right, and only with the step-up', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const before = await balanceOf(recipient.everyday);
    const session = await login(sandbox.app, recipient.customerNumber);
    const token = `Bearer ${session.accessToken}`;
    await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const bad = await post(token, 'submit', { kind: 'other', accountNumber: '01-0902-0068388-00', accountName: 'G Patel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().NativeErrorCode).toBe(4010);
    const other = { kind: 'other', accountNumber: '010902 0068389 00', accountName: 'G Patel' };
    const paid = await withStepUp(sandbox.app, session, (bearer, operationId) => post(`Bearer ${bearer}`, 'submit', other, operationId));
    expect(paid.statusCode).toBe(204);
    const { rows } = await sandbox.db.query<{ account_number: string }>(
      'SELECT account_number FROM remediation_submissions WHERE customer_number = $1', [recipient.customerNumber]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.account_number).toBe('01-0902-0068389-00');
    expect(await balanceOf(recipient.everyday)).toBe(before);
  });

  it('refuses another bank\'s account without the code, and the code for one account cannot pay another (the fraudster\'s)', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const session = await login(sandbox.app, recipient.customerNumber);
    await post(`Bearer ${session.accessToken}`, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const customers = { kind: 'other', accountNumber: '01-0902-0068389-00', accountName: 'G Patel' };
    const fraudsters = { kind: 'other', accountNumber: '12-3140-1573925-00', accountName: 'G Patel' };
    const challenge = await post(`Bearer ${session.accessToken}`, 'submit', customers);
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    const { operationId } = challenge.json() as { operationId: string };
    const codes = (await sandbox.app.inject({ url: `/dev/one-time-codes?customerNumber=${recipient.customerNumber}` })).json() as { operationId: string; purpose: string }[];
    expect(codes.find((c) => c.operationId === operationId)?.purpose).toBe('refund-to-other-account');
    const escalated = await escalatedToken(sandbox.app, session, operationId);
    const swapped = await post(`Bearer ${escalated}`, 'submit', fraudsters, operationId);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    const { rows } = await sandbox.db.query('SELECT 1 FROM remediation_submissions WHERE customer_number = $1', [recipient.customerNumber]);
    expect(rows).toHaveLength(0);
  });

  it('refuses an account reported as used by scammers, before any code is sent', async () => {
    const recipient = await newRefundRecipient(sandbox.db);
    const token = await loginAs(sandbox.app, recipient.customerNumber);
    await post(token, 'verify', { caseReference: recipient.caseReference, dateOfBirth: '1981-04-05' });
    const refused = await post(token, 'submit', { kind: 'other', accountNumber: '12-3456-9999862-00', accountName: 'G Patel' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ NativeErrorCode: 6102 });
    expect(refused.json()).not.toHaveProperty('operationId');
  });

  it('needs a login for verify and submit', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/api/cccfa-remediation/verify', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(401);
  });
});
