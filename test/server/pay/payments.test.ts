import { formatMoney } from '../../../contract/rules/Money';
import { CASH_ADVANCE_FEE_CENTS } from '../../../contract/rules/CashAdvance';
import { receiptSvg } from '../../../server/pay/receiptImage';
import { addDays } from '../../../contract/rules/AucklandDate';
import { postDuePayments } from '../../../server/pay/scheduledPayments';
import { balanceOf, ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const EVERYDAY = '1000001-1';
const ONE_OFF = { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' };
const payment = (overrides: Record<string, unknown> = {}) => ({
  fromAccountId: EVERYDAY, to: ONE_OFF, amountCents: 1234, particulars: 'Lunch', code: '', reference: 'Koha 23/11', ...overrides,
});

describe('POST /api/payments', () => {
  it('pays a one-off account now: the balance falls by exactly the amount, and the receipt says so', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const response = await sandbox.post('1000001', '/api/payments', payment());
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      kind: 'payment', status: 'paid', amountCents: 1234, date: await sandboxToday(sandbox.db), fromAccountId: EVERYDAY,
      to: { name: 'Hemi Walker', accountNumber: '01-0902-0068389-00' }, particulars: 'Lunch', reference: 'Koha 23/11',
    });
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual({ balance: before.balance - 1234, available: before.available - 1234 });
    expect((await sandbox.get('1000001', `/api/receipts/${receipt.id}`)).json()).toEqual(receipt);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('pays a Kōwhai account inside the ledger: the other customer receives it, under the name the payer gave', async () => {
    const { rows: [jack] } = await sandbox.db.query<{ account_number: string }>(`SELECT account_number FROM accounts WHERE id = '1000004-1'`);
    const before = await balanceOf(sandbox.db, '1000004-1');
    const response = await sandbox.post('1000001', '/api/payments', payment({ to: { accountNumber: jack?.account_number, name: 'Jack' }, amountCents: 5000, riskAcknowledged: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json().to.name).toBe('Jack');
    expect((await balanceOf(sandbox.db, '1000004-1')).balance).toBe(before.balance + 5000);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it("pays a saved payee: the payee's account and name, the customer's statement details", async () => {
    const { payees } = (await sandbox.get('1000001', '/api/payees')).json();
    const mercury = payees.find((p: { name: string }) => p.name === 'Mercury Energy');
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const response = await sandbox.post('1000001', '/api/payments', payment({ to: { payeeId: mercury.id }, amountCents: 1234, reference: '7734512' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ to: { name: 'Mercury Energy', accountNumber: '02-0248-0406223-00' }, reference: '7734512' });
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 1234);
    // Another customer's payee is as unknown as a missing one.
    const jack = await sandbox.post('1000004', '/api/payments', payment({ fromAccountId: '1000004-1', to: { payeeId: mercury.id } }));
    expect(jack.statusCode).toBe(404);
    expect((await sandbox.post('1000001', '/api/payments', payment({ to: { payeeId: 'not-a-payee' } }))).statusCode).toBe(404);
  });

  it('pays an account number typed as 16 digits without dashes, to the account its check digits name', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const response = await sandbox.post('1000001', '/api/payments', payment({ to: { accountNumber: '1231401573925000', name: 'Harcourts Rentals' }, amountCents: 4321 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().to).toEqual({ name: 'Harcourts Rentals', accountNumber: '12-3140-1573925-000' });
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 4321);
  });

  it.each([
    [{ amountCents: 0 }, 'amountCents'],
    [{ amountCents: 12.5 }, 'amountCents'],
    [{ reference: 'Ngā mihi' }, 'Reference can only use letters, numbers, spaces and'],
    [{ particulars: 'thirteen char' }, 'Particulars can be up to 12 characters'],
    [{ code: 'INV-2026-0001' }, 'Code can be up to 12 characters'],
    [{ reference: 'Rent for Nov 26' }, 'Reference can be up to 12 characters'],
    [{ to: { accountNumber: '01-0902-0068388-00', name: 'Hemi' } }, 'Enter a valid NZ bank account number'],
    [{ to: { accountNumber: '01-0902-0068389-00', name: 'A name that is far too long' } }, 'Payee name can be up to 20 characters'],
    [{ date: '2020-01-01' }, "The payment date can't be in the past"],
  ])('refuses %j with a 400 that says what is wrong, and moves nothing', async (change, words) => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const response = await sandbox.post('1000001', '/api/payments', payment(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010 });
    expect(response.json().message).toContain(words);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
  });

  it('refuses more than the available funds, and payments from a term deposit or KiwiSaver', async () => {
    const { available } = await balanceOf(sandbox.db, EVERYDAY);
    const tooMuch = await sandbox.post('1000001', '/api/payments', payment({ amountCents: available + 1 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The amount is more than the available funds.');
    for (const from of ['1000001-4', '1000001-6']) {
      expect((await sandbox.post('1000001', '/api/payments', payment({ fromAccountId: from }))).statusCode).toBe(400);
    }
  });

  it('lets the credit card give down to its limit with the cash advance fee (available already includes the limit), and no further', async () => {
    const card = await balanceOf(sandbox.db, '1000001-5');
    const transfer = { fromAccountId: '1000001-5', toAccountId: '1000001-1', reference: '' };
    const mostAllowed = card.available - CASH_ADVANCE_FEE_CENTS;
    expect((await sandbox.post('1000001', '/api/transfers', { ...transfer, amountCents: mostAllowed + 1 })).statusCode).toBe(400);
    expect((await sandbox.post('1000001', '/api/transfers', { ...transfer, amountCents: mostAllowed })).statusCode).toBe(200);
    expect((await balanceOf(sandbox.db, '1000001-5')).available).toBe(0);
  });

  it('needs an Idempotency-Key that is a UUID', async () => {
    const response = await sandbox.app.inject({
      method: 'POST', url: '/api/payments', payload: JSON.stringify(payment()),
      headers: { authorization: sandbox.tokens['1000001'], 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect((await sandbox.post('1000001', '/api/payments', payment(), 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('scheduled payments', () => {
  let nextWeek = '';
  beforeAll(async () => { nextWeek = addDays(await sandboxToday(sandbox.db), 7); });

  it('schedules a payment for next week without moving money, lists it, and cancels it before it is due', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const response = await sandbox.post('1000001', '/api/payments', payment({ date: nextWeek }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'scheduled', date: nextWeek });
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
    const listed = (await sandbox.get('1000001', '/api/payments/scheduled')).json();
    expect(listed.map((p: { id: string }) => p.id)).toContain(response.json().id);
    const cancelled = await sandbox.del('1000001', `/api/payments/${response.json().id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await sandbox.get('1000001', '/api/payments/scheduled')).json()).toEqual([]);
    await postDuePayments(sandbox.db, addDays(nextWeek, 1));
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
  });

  it('is posted by the scheduler on its date, once, and can no longer be cancelled', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const { id } = (await sandbox.post('1000001', '/api/payments', payment({ date: nextWeek, amountCents: 777 }))).json();
    expect(await postDuePayments(sandbox.db, addDays(nextWeek, -1))).toEqual({ posted: 0, failed: 0 });
    expect(await postDuePayments(sandbox.db, nextWeek)).toEqual({ posted: 1, failed: 0 });
    expect(await postDuePayments(sandbox.db, nextWeek)).toEqual({ posted: 0, failed: 0 });
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 777);
    expect((await sandbox.get('1000001', `/api/receipts/${id}`)).json().status).toBe('paid');
    expect((await sandbox.del('1000001', `/api/payments/${id}`)).statusCode).toBe(409);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('fails, moving nothing, when the account cannot cover it on the day', async () => {
    const { available } = await balanceOf(sandbox.db, '1000001-2');
    // To a saved payee: a new account would need an SMS code for this much (safeguard.test.ts).
    const { payees: [payee] } = (await sandbox.get('1000001', '/api/payees')).json();
    // More than the daily limit for payments to others would be refused at once; this is about the day itself.
    await sandbox.db.query(`INSERT INTO payment_limits (customer_number, daily_limit_cents) VALUES ('1000001', 100000000)
                            ON CONFLICT (customer_number) DO UPDATE SET daily_limit_cents = 100000000`);
    // Ten times the usual payment: the risk engine warns first, and the customer goes on.
    const { id } = (await sandbox.post('1000001', '/api/payments', payment({
      fromAccountId: '1000001-2', to: { payeeId: payee.id }, date: nextWeek, amountCents: available + 100, riskAcknowledged: true,
    }))).json();
    expect(await postDuePayments(sandbox.db, nextWeek)).toEqual({ posted: 0, failed: 1 });
    expect((await sandbox.get('1000001', `/api/receipts/${id}`)).json().status).toBe('failed');
    expect((await balanceOf(sandbox.db, '1000001-2')).available).toBe(available);
  });
});

describe('GET /api/shareReceipt/{id}', () => {
  it('renders the receipt as a PNG, base64, from the receipt template', async () => {
    const { id } = (await sandbox.post('1000001', '/api/payments', payment({ amountCents: 4321 }))).json();
    const shared = (await sandbox.get('1000001', `/api/shareReceipt/${id}`)).json();
    const png = Buffer.from(shared.base64, 'base64');
    expect(shared.contentType).toBe('image/png');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBeGreaterThan(300);
    const receipt = (await sandbox.get('1000001', `/api/receipts/${id}`)).json();
    const template = receiptSvg(receipt);
    expect(template).toContain('$43.21');
    expect(template).toContain('Hemi Walker');
    expect(template).not.toContain('Cash advance fee');
  });

  it("draws a cash advance's fee on its receipt", async () => {
    // Another test may have drawn the card to its limit: repay a little first.
    await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: '1000001-5', amountCents: 1_000, reference: '' });
    const advance = await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-5', toAccountId: '1000001-1', amountCents: 500, reference: '' });
    expect(advance.statusCode).toBe(200);
    const { id } = advance.json();
    const template = receiptSvg((await sandbox.get('1000001', `/api/receipts/${id}`)).json());
    expect(template).toContain('Cash advance fee');
    expect(template).toContain(formatMoney(CASH_ADVANCE_FEE_CENTS));
  });
});

