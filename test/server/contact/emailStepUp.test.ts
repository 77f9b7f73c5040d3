import { randomUUID } from 'node:crypto';
import { readConfig } from '../../../server/platform/config';
import {
  PASSWORD, apiGet, escalatedToken, login, oneTimeCodeFor, sessionSandbox, type LoggedIn, type SessionSandbox,
} from '../../support/sessionSandbox';

/**
 * A factor change for a customer with no mobile: "a stolen session plus the phished
 * password can add an attacker's mobile" (its confirmation code goes to the attacker's own
 * number). A factor change needs a factor the customer already had: with no mobile and no
 * passkey, that is a code sent to the email address on file. Money never steps up by email.
 */
let sandbox: SessionSandbox;
beforeAll(async () => {
  sandbox = await sessionSandbox({
    paymentSchedulerMs: 0, mobileCoolingOffSeconds: 24 * 3600,
    rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 100, codeChecksPerCustomer: 100 },
  });
}, 120_000);
afterAll(async () => { await sandbox.close(); });
// Each test starts a new 15-minute window of password checks (5 wrong ones per customer).
beforeEach(async () => { await sandbox.db.query('UPDATE sandbox_clock SET offset_ms = offset_ms + $1', [16 * 60_000]); });

const LIAM = '1000002';
/** Liam's email on file (liam.wilson@example.co.nz), as every message masks it. */
const LIAM_EMAIL_MASKED = 'l***@example.co.nz';

const send = (method: 'POST' | 'PUT', url: string, bearer: string, body: unknown, headers: Record<string, string> = {}) => sandbox.app.inject({
  method, url, payload: JSON.stringify(body), headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
});
const phonesOf = async (session: LoggedIn) =>
  ((await apiGet(sandbox.app, '/api/contact', session.accessToken)).json().Phones as { Number: string }[]).map((p) => p.Number);
const eventsOf = async (customer: string, type: string) => (await sandbox.db.query<{ detail: Record<string, unknown> }>(
  'SELECT detail FROM security_events WHERE customer_number = $1 AND type = $2 ORDER BY id', [customer, type])).rows;

/** The body of adding a mobile, its confirmation code (texted to the new number) given. */
async function mobileBody(session: LoggedIn, number: string) {
  const sent = await send('POST', '/api/contact/codes', session.accessToken, { channel: 'sms', to: number });
  const { operationId } = sent.json() as { operationId: string };
  return { type: 'Mobile', number, operationId, code: await oneTimeCodeFor(sandbox.app, operationId), currentPassword: PASSWORD };
}

const PAYMENT = {
  fromAccountId: '1000002-1', to: { accountNumber: '12-3140-1573925-00', name: 'Harcourts Rentals' }, amountCents: 150_000,
  particulars: '', code: '', reference: 'Deposit', purpose: 'bill-or-invoice', riskAcknowledged: true,
};
const pay = (bearer: string) => send('POST', '/api/payments', bearer, PAYMENT, { 'idempotency-key': randomUUID() });

describe('the email step-up (a customer with no mobile changes a factor)', () => {
  it("Liam's payment to a new account stays 6006: no code by email approves money", async () => {
    const session = await login(sandbox.app, LIAM);
    const before = sandbox.sms.length;
    const refused = await pay(session.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ NativeErrorCode: 6006, message: expect.stringContaining('mobile') });
    expect(sandbox.sms.length).toBe(before);
  });

  it('adding a first mobile without the email code adds nothing: 403 6002, the code emailed to his address on file, not the new number', async () => {
    const session = await login(sandbox.app, LIAM);
    const body = await mobileBody(session, '022 555 0202');
    const before = sandbox.sms.length;
    const challenged = await send('POST', '/api/contact/phones', session.accessToken, body);
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json()).toEqual({
      NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your email address. Enter it to continue.',
      operationId: expect.any(String), sentBy: 'email', sentTo: LIAM_EMAIL_MASKED,
    });
    expect(await phonesOf(session)).not.toContain('022 555 0202');
    const lines = sandbox.sms.slice(before);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Email to ${LIAM_EMAIL_MASKED.replace(/[*.]/g, '\\$&')}: Kōwhai Bank: code \\d{6} to add 022 \\*\\*\\* 0202 to your contact details\\.`))]);
    expect(lines.join('\n')).not.toMatch(/SMS to|555 0202|5550202/);
    expect((await eventsOf(LIAM, 'step-up-requested')).at(-1)?.detail).toEqual({ purpose: 'change-contact', method: 'email' });
  });

  it('with the emailed code the mobile is added, and it approves no payment during its cooling-off (6001)', async () => {
    const session = await login(sandbox.app, LIAM);
    const body = await mobileBody(session, '022 555 0203');
    const challenged = await send('POST', '/api/contact/phones', session.accessToken, body);
    const { operationId } = challenged.json() as { operationId: string };
    const token = await escalatedToken(sandbox.app, session, operationId);
    const added = await send('POST', '/api/contact/phones', token, body, { 'x-operation-id': operationId });
    expect(added.statusCode).toBe(204);
    expect(await phonesOf(session)).toContain('022 555 0203');
    await sandbox.db.query("UPDATE accounts SET balance_cents = balance_cents + 200000, available_cents = available_cents + 200000 WHERE id = '1000002-1'");
    const before = sandbox.sms.length;
    const cooling = await pay(session.accessToken);
    expect(cooling.statusCode).toBe(403);
    expect(cooling.json()).toMatchObject({ NativeErrorCode: 6001 });
    expect(sandbox.sms.length).toBe(before);
  });

  it('the emailed code is bound: approved for adding one number, it cannot add another (4004)', async () => {
    const session = await login(sandbox.app, LIAM);
    const first = await mobileBody(session, '022 555 0204');
    const other = await mobileBody(session, '022 555 0666');
    const challenged = await send('POST', '/api/contact/phones', session.accessToken, first);
    // His new mobile is still cooling off: the code goes by email again.
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'email', sentTo: LIAM_EMAIL_MASKED });
    const { operationId } = challenged.json() as { operationId: string };
    const token = await escalatedToken(sandbox.app, session, operationId);
    const swapped = await send('POST', '/api/contact/phones', token, other, { 'x-operation-id': operationId });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect(await phonesOf(session)).not.toContain('022 555 0666');
  });

  it("changing Liam's email sends the code to the address he had, not the new one", async () => {
    const session = await login(sandbox.app, LIAM);
    const sent = await send('POST', '/api/contact/codes', session.accessToken, { channel: 'email', to: 'attacker@example.com' });
    const { operationId: confirmation } = sent.json() as { operationId: string };
    const body = { email: 'attacker@example.com', operationId: confirmation, code: await oneTimeCodeFor(sandbox.app, confirmation), currentPassword: PASSWORD };
    const before = sandbox.sms.length;
    const challenged = await send('PUT', '/api/contact/email', session.accessToken, body);
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'email', sentTo: LIAM_EMAIL_MASKED });
    expect(sandbox.sms.slice(before)).toEqual([expect.stringMatching(/^Email to l\*\*\*@example\.co\.nz: .* to change your email to a\*\*\*@example\.com\./)]);
    expect((await apiGet(sandbox.app, '/api/contact', session.accessToken)).json().EmailAddr).toBe('liam.wilson@example.co.nz');
  });

  it("changing Liam's postal address asks for the emailed code too (the card-intercept fraud)", async () => {
    const session = await login(sandbox.app, LIAM);
    const address = { dpid: null, addressLines: ['1 Thief Lane'], suburb: null, cityTown: 'Auckland', postcode: '1010' };
    const challenged = await send('PUT', '/api/contact/address', session.accessToken, { kind: 'postal', address, currentPassword: PASSWORD });
    expect(challenged.statusCode).toBe(403);
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'email', sentTo: LIAM_EMAIL_MASKED });
    expect((await apiGet(sandbox.app, '/api/contact', session.accessToken)).json().PostalAddress).toBeNull();
  });

  it('a customer with no factor at all (no mobile, passkey or email) adds a first mobile with the password and its code alone; it cools off', async () => {
    // Jack without his email and mobile: no demo customer is so, but the rule must hold.
    await sandbox.db.query("UPDATE customers SET email = NULL WHERE customer_number = '1000004'");
    await sandbox.db.query("DELETE FROM customer_phones WHERE customer_number = '1000004' AND type ILIKE '%mobile%'");
    const session = await login(sandbox.app, '1000004');
    const added = await send('POST', '/api/contact/phones', session.accessToken, await mobileBody(session, '022 555 0404'));
    expect(added.statusCode).toBe(204);
    const again = await send('POST', '/api/contact/phones', session.accessToken, await mobileBody(session, '022 555 0405'));
    expect(again.json()).toMatchObject({ NativeErrorCode: 6001 });
  });
});
