import { cardPaymentDecline } from '../../../server/cards/rules';
import { PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../server/contact/currentPassword';
import { PASSWORD, apiGet, login, sessionSandbox, withStepUp, type LoggedIn, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

interface Card { id: string; kind: string; accountName: string; last4: string | null; expires: string | null; status: string; activated: boolean }
const put = (token: string, url: string, body: unknown) => sandbox.app.inject({
  method: 'PUT', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
});
const printedOn = async (id: string) => (await sandbox.db.query<{ last4: string; expires: string }>('SELECT last4, expires FROM cards WHERE id = $1', [id])).rows[0]!;
const eventsOf = async (customer: string, type: string) => (await sandbox.db.query<{ detail: Record<string, unknown> }>(
  'SELECT detail FROM security_events WHERE customer_number = $1 AND type = $2 ORDER BY id', [customer, type])).rows;

const post = (token: string, url: string, body?: unknown, operationId?: string) => sandbox.app.inject({
  method: 'POST', url, headers: {
    authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(operationId ? { 'x-operation-id': operationId } : {}),
  },
  ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
});
/** Reporting orders a replacement card: it takes the SMS step-up, bound to that card. */
const report = (session: LoggedIn, cardId: string, reason: string) =>
  withStepUp(sandbox.app, session, (bearer, operationId) => post(bearer, `/api/cards/${cardId}/report`, { reason, currentPassword: PASSWORD }, operationId));
const cardsOf = async (token: string) => (await apiGet(sandbox.app, '/api/cards', token)).json().cards as Card[];

describe('GET /api/cards', () => {
  it('lists Aroha\'s debit card, her credit card, and its replacement waiting for activation (the inbox asks her to)', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const working = { status: 'active', activated: true, activationLocked: false, onlinePurchases: true, overseasPurchases: false };
    expect(await cardsOf(accessToken)).toEqual([
      { id: 'card-1000001-1', kind: 'debit', accountName: 'Everyday', last4: '4001', expires: expect.stringMatching(/^\d\d\/\d\d$/), ...working },
      { id: 'card-1000001-5', kind: 'credit', accountName: 'Kōwhai Visa', last4: '7001', expires: expect.stringMatching(/^\d\d\/\d\d$/), ...working },
      // Its number and expiry are what she types to activate it: not sent until then.
      { id: 'card-1000001-5-new', kind: 'credit', accountName: 'Kōwhai Visa', last4: null, expires: null, ...working, activated: false },
    ]);
    const inbox = await sandbox.db.query<{ body: string }>("SELECT body FROM customer_messages WHERE customer_number = '1000001' AND body LIKE '%activate it in Manage cards%'");
    expect(inbox.rows).toHaveLength(1);
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
    const challenged = await post(accessToken, `/api/cards/${card!.id}/report`, { reason: 'stolen', currentPassword: PASSWORD });
    expect(challenged.json()).toMatchObject({ NativeErrorCode: 6002 });
    expect(sandbox.sms.at(-1)).toContain(`to cancel your card ending ${card!.last4} and send a new one. Never share this code.`);
    expect((await cardsOf(accessToken))[0]?.status).toBe('active');
    const response = await report(session, card!.id, 'stolen');
    expect(response.statusCode).toBe(200);
    const { replacement } = response.json() as { replacement: Card };
    expect(replacement).toMatchObject({ kind: 'debit', accountName: 'Everyday', status: 'active' });
    expect(replacement.id).not.toBe(card!.id);
    expect(replacement).toMatchObject({ activated: false, last4: null, expires: null });
    expect(await cardsOf(accessToken)).toEqual([replacement]);
    const again = await post(accessToken, `/api/cards/${card!.id}/freeze`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This card has been cancelled.' });
    expect((await post(accessToken, `/api/cards/${card!.id}/report`, { reason: 'lost', currentPassword: PASSWORD })).statusCode).toBe(409);
  });
});

describe('the step-up of a replacement card (the card-intercept fraud)', () => {
  it("a code sent to replace one card does not replace another (403 4004, nothing cancelled)", async () => {
    const session = await login(sandbox.app, '1000001');
    const first = await post(session.accessToken, '/api/cards/card-1000001-1/report', { reason: 'lost', currentPassword: PASSWORD });
    const { operationId } = first.json();
    const { escalatedToken } = await import('../../support/sessionSandbox');
    const token = await escalatedToken(sandbox.app, session, operationId);
    const swapped = await post(token, '/api/cards/card-1000001-5/report', { reason: 'lost', currentPassword: PASSWORD }, operationId);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect((await cardsOf(session.accessToken)).map((card) => card.status)).toEqual(['active', 'active', 'active']);
  });
});

describe('the current password for a replacement card', () => {
  it('is needed: without it or with a wrong one nothing is cancelled and no step-up is asked; past 5 checks, 429', async () => {
    const session = await login(sandbox.app, '1000005');
    const before = await cardsOf(session.accessToken);
    const card = before.find((c) => c.status === 'active');
    const sent = sandbox.sms.length;
    const attempts = [{}, { currentPassword: '' }, ...[1, 2, 3, 4, 5].map((i) => ({ currentPassword: `Wrong-guess-${i}` }))];
    for (const attempt of attempts) {
      const refused = await post(session.accessToken, `/api/cards/${card!.id}/report`, { reason: 'lost', ...attempt });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    }
    const throttled = await post(session.accessToken, `/api/cards/${card!.id}/report`, { reason: 'lost', currentPassword: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(PASSWORD_TRIES_MESSAGE);
    expect(sandbox.sms.length).toBe(sent);
    expect(await cardsOf(session.accessToken)).toEqual(before);
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
    // A stolen session that also holds Aroha's new card from her letterbox still cannot activate it as Jack.
    const activate = await post(jack.accessToken, '/api/cards/card-1000001-5-new/activate', await printedOn('card-1000001-5-new'));
    expect(activate.statusCode).toBe(404);
    expect((await put(jack.accessToken, '/api/cards/card-1000001-5/controls', { overseasPurchases: true })).statusCode).toBe(404);
    expect((await cardsOf(jack.accessToken)).map((c) => c.id)).toEqual(['card-1000004-1']);
    const aroha = await login(sandbox.app, '1000001');
    expect((await cardsOf(aroha.accessToken)).find((c) => c.id === 'card-1000001-5')).toMatchObject({ status: 'active', overseasPurchases: false });
    expect((await cardsOf(aroha.accessToken)).find((c) => c.id === 'card-1000001-5-new')?.activated).toBe(false);
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

  it('declines a card not yet activated, and online or overseas payments while their switch is off', () => {
    expect(cardPaymentDecline({ status: 'active', activated: false }, 500, 1)).toBe('card-not-activated');
    const card = { status: 'active' as const, activated: true, onlinePurchases: false, overseasPurchases: false };
    expect(cardPaymentDecline(card, 500, 1)).toBeNull();
    expect(cardPaymentDecline(card, 500, 1, { online: true })).toBe('online-purchases-off');
    expect(cardPaymentDecline(card, 500, 1, { overseas: true })).toBe('overseas-purchases-off');
    expect(cardPaymentDecline({ ...card, overseasPurchases: true }, 500, 1, { overseas: true })).toBeNull();
  });
});

describe('activating a new card', () => {
  const SOPHIE_NEW = 'card-test-1000005-new';
  beforeAll(async () => {
    await sandbox.db.query(`INSERT INTO cards (id, customer_number, account_id, kind, last4, expires, activated, created_at)
      VALUES ($1, '1000005', '1000005-1', 'debit', '1234', '10/31', false, sandbox_now())`, [SOPHIE_NEW]);
  });

  it('refuses wrong details with the tries left, locks on the third, and logs each', async () => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const wrong = { last4: '1234', expires: '11/31' };
    const first = await post(accessToken, `/api/cards/${SOPHIE_NEW}/activate`, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe("Those details don't match the card we sent you. Check the last 4 digits of the card number and the expiry date on the front of the card. You have 2 more tries.");
    expect((await post(accessToken, `/api/cards/${SOPHIE_NEW}/activate`, { last4: '4321', expires: '10/31' })).json().message).toMatch(/You have 1 more try\.$/);
    const third = await post(accessToken, `/api/cards/${SOPHIE_NEW}/activate`, wrong);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/^For your security, this card can no longer be activated online\. Call us on /);
    // Locked: the right details no longer help (a guesser gets three tries in all, not three per session).
    expect((await post(accessToken, `/api/cards/${SOPHIE_NEW}/activate`, { last4: '1234', expires: '10/31' })).statusCode).toBe(409);
    expect((await cardsOf(accessToken)).find((c) => c.id === SOPHIE_NEW)).toMatchObject({ activated: false, activationLocked: true, last4: null });
    expect(await eventsOf('1000005', 'card-activation-failed')).toHaveLength(2);
    expect(await eventsOf('1000005', 'card-activation-locked')).toEqual([{ detail: expect.objectContaining({ cardId: SOPHIE_NEW, tries: 3 }) }]);
  });

  it('a card not yet activated declines payments and cannot have its switches turned on', async () => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const charge = await sandbox.app.inject({
      method: 'POST', url: '/dev/card-payments', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cardId: SOPHIE_NEW, merchant: 'Countdown', amountCents: 100 }),
    });
    expect(charge.json()).toEqual({ approved: false, reason: 'card-not-activated' });
    const on = await put(accessToken, `/api/cards/${SOPHIE_NEW}/controls`, { onlinePurchases: true });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({ message: 'Activate this card before you turn on online or overseas purchases.' });
  });

  it("activates Aroha's new Visa with what is printed on it; her old Visa is then cancelled", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const printed = await printedOn('card-1000001-5-new');
    const response = await post(accessToken, '/api/cards/card-1000001-5-new/activate', { last4: ` ${printed.last4}`, expires: printed.expires });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'card-1000001-5-new', activated: true, last4: '6001', expires: printed.expires });
    expect((await cardsOf(accessToken)).map((c) => c.id)).toEqual(['card-1000001-1', 'card-1000001-5-new']);
    expect((await post(accessToken, '/api/cards/card-1000001-5-new/activate', printed)).json()).toEqual({ message: 'This card is already active.' });
    expect(await eventsOf('1000001', 'card-activated')).toHaveLength(1);
  });

  it.each([
    ['no body', undefined],
    ['an extra field', { last4: '1234', expires: '10/31', cvv: '123' }],
  ])('with %s is a 400 JSON error', async (_label, body) => {
    const { accessToken } = await login(sandbox.app, '1000005');
    expect((await post(accessToken, `/api/cards/${SOPHIE_NEW}/activate`, body)).statusCode).toBe(400);
  });
});

describe('online and overseas purchases', () => {
  it('are switched per card, stored, and obeyed by the card network', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const charge = (body: Record<string, unknown>) => sandbox.app.inject({
      method: 'POST', url: '/dev/card-payments', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cardId: 'card-1000004-1', merchant: 'Amazon', amountCents: 100, ...body }),
    });
    expect((await charge({ overseas: true })).json()).toEqual({ approved: false, reason: 'overseas-purchases-off' });
    const on = await put(accessToken, '/api/cards/card-1000004-1/controls', { overseasPurchases: true, onlinePurchases: false });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ overseasPurchases: true, onlinePurchases: false });
    expect((await cardsOf(accessToken))[0]).toMatchObject({ overseasPurchases: true, onlinePurchases: false });
    expect((await charge({ overseas: true })).json()).toEqual({ approved: true });
    expect((await charge({ online: true })).json()).toEqual({ approved: false, reason: 'online-purchases-off' });
    expect(await eventsOf('1000004', 'card-controls-changed')).toHaveLength(1);
  });

  it('refuses to turn one on for a frozen card, in words, but turns one off', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    await post(accessToken, '/api/cards/card-1000004-1/freeze');
    const refused = await put(accessToken, '/api/cards/card-1000004-1/controls', { onlinePurchases: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Unfreeze this card before you turn on online or overseas purchases.' });
    expect((await put(accessToken, '/api/cards/card-1000004-1/controls', { overseasPurchases: false })).json()).toMatchObject({ overseasPurchases: false });
    await post(accessToken, '/api/cards/card-1000004-1/unfreeze');
  });

  it('an empty change is a 400', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    expect((await put(accessToken, '/api/cards/card-1000004-1/controls', {})).statusCode).toBe(400);
  });
});
