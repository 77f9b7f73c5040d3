import { randomUUID } from 'node:crypto';
import {
  INTERNATIONAL_FEE_CENTS, QUOTE_EXPIRED_MESSAGE, QUOTE_USED_MESSAGE, QUOTE_HOLD_SECONDS,
} from '../../../contract/international-payments';
import { login, postToken, sessionSandbox, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';
import { balanceOf, ledgerBreaks } from '../../support/moneySandbox';
import { customerRateE4, foreignMinorFor, nzdCentsFor, rateText } from '../../../server/international-payments/rules';

/**
 * Sending money overseas: a quote, then its payment, always after an SMS code bound to that
 * quote. Rules are stated as before − total = after; expiry moves the sandbox clock.
 */
let sandbox: SessionSandbox;
let aroha: LoggedIn;
let emmaId: string;
beforeAll(async () => {
  sandbox = await sessionSandbox({ paymentSchedulerMs: 0 });
  aroha = await login(sandbox.app, '1000001');
  const payees = await sandbox.app.inject({ url: '/api/international-payees', headers: { authorization: `Bearer ${aroha.accessToken}` } });
  emmaId = (payees.json() as { id: string; currency: string }[]).find((p) => p.currency === 'GBP')?.id ?? '';
}, 120_000);
afterAll(async () => { await sandbox.close(); });

const post = (bearer: string, url: string, body: object, { key = randomUUID(), operationId }: { key?: string; operationId?: string } = {}) =>
  sandbox.app.inject({
    method: 'POST', url, payload: JSON.stringify(body),
    headers: {
      authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'idempotency-key': key,
      ...(operationId ? { 'x-operation-id': operationId } : {}),
    },
  });
const quote = (body: object, bearer = aroha.accessToken) => post(bearer, '/api/international-payments/quotes', body);
const lastCode = () => /code (\d{6})/.exec(sandbox.sms.at(-1) ?? '')?.[1] ?? '';
const escalate = async (session: LoggedIn, operationId: string, code = lastCode()) => {
  const answer = await postToken(sandbox.app, { grant_type: 'escalation', ChallengeResponse: code, authenticationSubType: 'escalate' },
    { cookie: `SessionStore=${session.refreshToken}`, 'x-operation-id': operationId });
  return answer.json().access_token as string;
};

/** Quotes £100.00 from Everyday and pays it with the code; answers the quote and the payment. */
async function sendWithCode(body: object = { payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 10_000 }, key = randomUUID()) {
  const q = (await quote(body)).json();
  const challenge = await post(aroha.accessToken, '/api/international-payments', { quoteId: q.quoteId }, { key });
  expect(challenge.statusCode).toBe(403);
  expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002 });
  const { operationId } = challenge.json();
  const token = await escalate(aroha, operationId);
  const paid = await post(token, '/api/international-payments', { quoteId: q.quoteId }, { key, operationId });
  return { q, paid, key };
}

describe('quote arithmetic', () => {
  it('rounds in the customer\'s favour: NZD cost down, the payee\'s amount up', () => {
    const rate = 5912; // 1 NZD = 0.5912 USD
    expect(nzdCentsFor(10_000, rate, 2)).toBe(16_914); // US$100.00 costs $169.14 (169.147…, down)
    expect(foreignMinorFor(16_914, rate, 2)).toBe(10_000); // 99.995… up
    expect(nzdCentsFor(10_000, 885_000, 0)).toBe(11_299); // ¥10,000 at 88.5000 (JPY has no minor unit)
    expect(foreignMinorFor(100, 885_000, 0)).toBe(89); // $1.00 buys ¥88.5, up to ¥89
    expect(rateText(5912)).toBe('0.5912');
    expect(rateText(885_000)).toBe('88.5000');
    expect(customerRateE4(10_000)).toBe(9_750);
  });
});

describe('POST /api/international-payments/quotes', () => {
  it('quotes the payee\'s amount with the rate, the fixed fee and the NZD total, held for 2 minutes', async () => {
    const response = await quote({ payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 25_000 });
    expect(response.statusCode).toBe(200);
    const q = response.json();
    expect(q).toMatchObject({ currency: 'GBP', currencyDecimals: 2, foreignAmountMinor: 25_000, feeCents: INTERNATIONAL_FEE_CENTS, payeeName: 'Emma Clarke' });
    expect(q.rate).toMatch(/^0\.\d{4}$/);
    const rateE4 = Number(q.rate.replace('.', ''));
    expect(q.nzdCents).toBe(nzdCentsFor(25_000, rateE4, 2));
    expect(q.totalCents).toBe(q.nzdCents + q.feeCents);
    const clock = (await sandbox.app.inject({ url: '/dev/clock' })).json();
    expect(Date.parse(q.expiresAt) - Date.parse(clock.utc)).toBeGreaterThan((QUOTE_HOLD_SECONDS - 10) * 1000);
    expect(Date.parse(q.expiresAt) - Date.parse(clock.utc)).toBeLessThanOrEqual(QUOTE_HOLD_SECONDS * 1000);
  });

  it('quotes an NZD amount: the payee gets what it buys, rounded up', async () => {
    const q = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', nzdCents: 50_000 })).json();
    expect(q.nzdCents).toBe(50_000);
    expect(q.foreignAmountMinor).toBe(foreignMinorFor(50_000, Number(q.rate.replace('.', '')), 2));
  });

  it('does not find another customer\'s payee or account, nor quote from an account that cannot pay', async () => {
    const tama = await login(sandbox.app, '1000004');
    expect((await quote({ payeeId: emmaId, fromAccountId: '1000004-1', foreignAmountMinor: 100 }, tama.accessToken)).statusCode).toBe(404);
    expect((await quote({ payeeId: emmaId, fromAccountId: '1000004-1', foreignAmountMinor: 100 })).statusCode).toBe(404);
    const termDeposit = await quote({ payeeId: emmaId, fromAccountId: '1000001-4', foreignAmountMinor: 100 });
    expect(termDeposit.statusCode).toBe(400);
    expect(termDeposit.json().message).toBe("You can't send money overseas from this account.");
  });

  it('is listed in /api/openapi.json with its schemas, as is the payment', async () => {
    const { paths } = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
    expect(paths['/api/international-payments/quotes'].post.requestBody).toBeDefined();
    expect(paths['/api/international-payments'].post.responses['200']).toBeDefined();
  });
});

describe('POST /api/international-payments', () => {
  it('asks for the code, then debits the amount and the fee: before − total = after, and the ledger balances', async () => {
    const before = await balanceOf(sandbox.db, '1000001-1');
    const { q, paid } = await sendWithCode();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid', quoteId: q.quoteId, totalCents: q.totalCents, feeCents: INTERNATIONAL_FEE_CENTS,
      to: { name: 'Emma Clarke', country: 'GB', account: 'GB33BUKB20201555555555' },
    });
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - q.totalCents);
    const { rows } = await sandbox.db.query<{ kind: string; fee_for: string | null }>(
      'SELECT kind, fee_for FROM ledger_transactions WHERE id = $1 OR fee_for = $1 ORDER BY kind', [paid.json().id]);
    expect(rows).toEqual([{ kind: 'fee', fee_for: paid.json().id }, { kind: 'payment', fee_for: null }]);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('replays a repeat with the same key without asking again or paying twice; a quote pays once', async () => {
    const before = await balanceOf(sandbox.db, '1000001-1');
    const { q, paid, key } = await sendWithCode();
    const again = await post(aroha.accessToken, '/api/international-payments', { quoteId: q.quoteId }, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(paid.json());
    const reused = await post(aroha.accessToken, '/api/international-payments', { quoteId: q.quoteId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(QUOTE_USED_MESSAGE);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - q.totalCents);
  });

  it('a code sent for one quote does not approve another', async () => {
    const first = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 1_000 })).json();
    const second = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 90_000 })).json();
    const before = await balanceOf(sandbox.db, '1000001-1');
    const challenge = await post(aroha.accessToken, '/api/international-payments', { quoteId: first.quoteId });
    const { operationId } = challenge.json();
    const token = await escalate(aroha, operationId);
    const swapped = await post(token, '/api/international-payments', { quoteId: second.quoteId }, { operationId });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect(await balanceOf(sandbox.db, '1000001-1')).toEqual(before);
  });

  it('does not find another customer\'s quote (404), and moves nothing', async () => {
    const q = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 1_000 })).json();
    const tama = await login(sandbox.app, '1000004');
    const answer = await post(tama.accessToken, '/api/international-payments', { quoteId: q.quoteId });
    expect(answer.statusCode).toBe(404);
    expect((await post(aroha.accessToken, '/api/international-payments', { quoteId: 'not-a-quote' })).statusCode).toBe(404);
  });

  it('refuses more than the available funds in words, before any code is sent', async () => {
    const { available } = await balanceOf(sandbox.db, '1000001-1');
    const q = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', nzdCents: Math.min(available - INTERNATIONAL_FEE_CENTS + 1, 100_000_000 - INTERNATIONAL_FEE_CENTS) })).json();
    const sent = sandbox.sms.length;
    const answer = await post(aroha.accessToken, '/api/international-payments', { quoteId: q.quoteId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The amount is more than the available funds.');
    expect(sandbox.sms.length).toBe(sent);
  });

  it('refuses an expired quote with 409 once the sandbox clock passes its 2 minutes', async () => {
    const q = (await quote({ payeeId: emmaId, fromAccountId: '1000001-1', foreignAmountMinor: 1_000 })).json();
    const moved = await sandbox.app.inject({
      method: 'POST', url: '/dev/clock', payload: JSON.stringify({ by: '+3m' }), headers: { 'content-type': 'application/json' },
    });
    expect(moved.statusCode).toBe(200);
    const answer = await post(aroha.accessToken, '/api/international-payments', { quoteId: q.quoteId });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(QUOTE_EXPIRED_MESSAGE);
  });

  it('is stopped by the banking lock', async () => {
    const mere = await login(sandbox.app, '1000003');
    await sandbox.app.inject({ method: 'POST', url: '/api/banking-lock', headers: { authorization: `Bearer ${mere.accessToken}` } });
    const answer = await quote({ payeeId: emmaId, fromAccountId: '1000003-1', foreignAmountMinor: 100 }, mere.accessToken);
    expect(answer.statusCode).toBe(403);
    expect((await post(mere.accessToken, '/api/international-payments', { quoteId: randomUUID() })).statusCode).toBe(403);
  });
});
