import { cardPaymentDecline } from '../../../server/cards/rules';
import { apiGet, login, sessionSandbox, withStepUp, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

interface Card { id: string; kind: string; accountName: string; last4: string; expires: string; status: string }

const post = (token: string, url: string, body?: unknown, operationId?: string) => sandbox.app.inject({
  method: 'POST', url, headers: {
    authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(operationId ? { 'x-operation-id': operationId } : {}),
  },
  ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
});
/** Reporting orders a replacement card: it takes the SMS step-up, bound to that card. */
const report = (session: LoggedIn, cardId: string, reason: string) =>
  withStepUp(sandbox.app, session, (bearer, operationId) => post(bearer, `/api/cards/${cardId}/report`, { reason }, operationId));
const cardsOf = async (token: string) => (await apiGet(sandbox.app, '/api/cards', token)).json().cards as Card[];

describe('GET /api/cards', () => {
  it('lists Aroha\'s debit card and her credit card', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    expect(await cardsOf(accessToken)).toEqual([
      { id: 'card-1000001-1', kind: 'debit', accountName: 'Everyday', last4: '4001', expires: expect.stringMatching(/^\d\d\/\d\d$/), status: 'active' },
      { id: 'card-1000001-5', kind: 'credit', accountName: 'Kōwhai Visa', last4: '7001', expires: expect.stringMatching(/^\d\d\/\d\d$/), status: 'active' },
    ]);
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/cards')).statusCode).toBe(401);
  });
});

describe('freezing', () => {
  it('freezes and unfreezes; doing it twice is no error', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const frozen = await post(accessToken, '/api/cards/card-1000001-1/freeze');
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ id: 'card-1000001-1', status: 'frozen' });
    expect((await post(accessToken, '/api/cards/card-1000001-1/freeze')).statusCode).toBe(200);
    expect((await cardsOf(accessToken))[0]?.status).toBe('frozen');
    expect((await post(accessToken, '/api/cards/card-1000001-1/unfreeze')).json()).toMatchObject({ status: 'active' });
    expect((await cardsOf(accessToken))[0]?.status).toBe('active');
  });
});

describe('reporting a card lost or stolen', () => {
  it('cancels the card and orders a replacement on the same account', async () => {
    const session = await login(sandbox.app, '1000007');
    const { accessToken } = session;
    const [card] = await cardsOf(accessToken);
    const challenged = await post(accessToken, `/api/cards/${card!.id}/report`, { reason: 'stolen' });
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002 });
    expect(sandbox.sms.at(-1)).toContain(`to cancel your card ending ${card!.last4} and send a new one. Never share this code.`);
    expect((await cardsOf(accessToken))[0]?.status).toBe('active');
    const response = await report(session, card!.id, 'stolen');
    expect(response.statusCode).toBe(200);
    const { replacement } = response.json() as { replacement: Card };
    expect(replacement).toMatchObject({ kind: 'debit', accountName: 'Everyday', status: 'active', last4: expect.stringMatching(/^\d{4}$/) });
    expect(replacement.id).not.toBe(card!.id);
    expect(await cardsOf(accessToken)).toEqual([replacement]);
    const again = await post(accessToken, `/api/cards/${card!.id}/freeze`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This card has been cancelled.' });
    expect((await post(accessToken, `/api/cards/${card!.id}/report`, { reason: 'lost' })).statusCode).toBe(409);
  });
});

describe('the step-up of a replacement card (issue 19 finding 3)', () => {
  it("a code sent to replace one card does not replace another (403 4004, nothing cancelled)", async () => {
    const session = await login(sandbox.app, '1000001');
    const first = await post(session.accessToken, '/api/cards/card-1000001-1/report', { reason: 'lost' });
    const { operationId } = first.json();
    const { escalatedToken } = await import('../../support/sessionSandbox');
    const token = await escalatedToken(sandbox.app, session, operationId);
    const swapped = await post(token, '/api/cards/card-1000001-5/report', { reason: 'lost' }, operationId);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect((await cardsOf(session.accessToken)).map((card) => card.status)).toEqual(['active', 'active']);
  });
});

describe("another customer's cards", () => {
  it('are unknown to Jack (404), and stay as they were', async () => {
    const jack = await login(sandbox.app, '1000004');
    for (const action of ['freeze', 'unfreeze']) {
      const response = await post(jack.accessToken, `/api/cards/card-1000001-5/${action}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no such card.' });
    }
    expect((await post(jack.accessToken, '/api/cards/card-1000001-5/report', { reason: 'lost' })).statusCode).toBe(404);
    expect((await cardsOf(jack.accessToken)).map((c) => c.id)).toEqual(['card-1000004-1']);
    const aroha = await login(sandbox.app, '1000001');
    expect((await cardsOf(aroha.accessToken)).find((c) => c.id === 'card-1000001-5')?.status).toBe('active');
  });
});

describe('card payments (the sandbox card network)', () => {
  const charge = (cardId: string, amountCents: number) => sandbox.app.inject({
    method: 'POST', url: '/dev/card-payments', headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ cardId, merchant: 'Countdown', amountCents }),
  });
  const available = async () => Number((await sandbox.db.query<{ a: string }>("SELECT available_cents AS a FROM accounts WHERE id = '1000005-1'")).rows[0]!.a);

  it('declines a frozen card and pays with it again once unfrozen', async () => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const before = await available();
    await post(accessToken, '/api/cards/card-1000005-1/freeze');
    expect((await charge('card-1000005-1', 1_250)).json()).toEqual({ approved: false, reason: 'card-frozen' });
    expect(await available()).toBe(before);
    await post(accessToken, '/api/cards/card-1000005-1/unfreeze');
    expect((await charge('card-1000005-1', 1_250)).json()).toEqual({ approved: true });
    expect(await available()).toBe(before - 1_250);
    expect((await charge('card-1000005-1', 9_999_999)).json()).toEqual({ approved: false, reason: 'insufficient-funds' });
  });

  it('declines a cancelled card', async () => {
    const session = await login(sandbox.app, '1000003');
    expect((await report(session, 'card-1000003-1', 'lost')).statusCode).toBe(200);
    expect((await charge('card-1000003-1', 100)).json()).toEqual({ approved: false, reason: 'card-cancelled' });
  });
});

describe('bad input', () => {
  it.each([
    ['no body', undefined],
    ['an unknown reason', { reason: 'misplaced' }],
    ['an extra field', { reason: 'lost', pin: '1234' }],
    ['malformed JSON', '{"reason":'],
  ])('report with %s is a 400 JSON error', async (_label, body) => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await post(accessToken, '/api/cards/card-1000001-1/report', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('an overlong card id is a 4xx JSON error', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await post(accessToken, `/api/cards/${'x'.repeat(65)}/freeze`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('cardPaymentDecline', () => {
  it.each([
    ['active', 500, 400, null],
    ['active', 300, 400, 'insufficient-funds'],
    ['frozen', 500, 400, 'card-frozen'],
    ['cancelled', 500, 400, 'card-cancelled'],
  ] as const)('a %s card with %i available paying %i: %s', (status, availableCents, amountCents, reason) => {
    expect(cardPaymentDecline({ status }, availableCents, amountCents)).toBe(reason);
  });
});
