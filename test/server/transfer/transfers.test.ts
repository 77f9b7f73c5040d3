import { CASH_ADVANCE_FEE_CENTS } from '../../../contract/rules/CashAdvance';
import { TERM_DEPOSIT_TOP_UP_MIN_CENTS, TOP_UP_ONLY_MESSAGE } from '../../../contract/rules/TermDepositTopUp';
import { mulberry32 } from '../../../server/address/random';
import { balanceOf, ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004', '1000006']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const THREE = ['1000001-1', '1000001-2', '1000001-3'];
const transfer = (fromAccountId: string, toAccountId: string, amountCents: number) =>
  ({ fromAccountId, toAccountId, amountCents, reference: 'Savings' });

describe('POST /api/transfers', () => {
  it('200 concurrent transfers among three accounts keep the total, and no balance falls below 0', async () => {
    const before = await Promise.all(THREE.map((id) => balanceOf(sandbox.db, id)));
    const rng = mulberry32(42);
    const answers = await Promise.all(Array.from({ length: 200 }, () => {
      const from = THREE[Math.floor(rng() * 3)] as string;
      const to = THREE.filter((id) => id !== from)[Math.floor(rng() * 2)] as string;
      return sandbox.post('1000001', '/api/transfers', transfer(from, to, 1 + Math.floor(rng() * 900_000)));
    }));
    const statuses = new Set(answers.map((a) => a.statusCode));
    expect([...statuses].every((s) => s === 200 || s === 400)).toBe(true);
    expect(answers.some((a) => a.statusCode === 400)).toBe(true); // some asked for more than was there
    const after = await Promise.all(THREE.map((id) => balanceOf(sandbox.db, id)));
    const total = (balances: { balance: number }[]) => balances.reduce((sum, b) => sum + b.balance, 0);
    expect(total(after)).toBe(total(before));
    expect(after.every((b) => b.balance >= 0 && b.available >= 0)).toBe(true);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  }, 120_000);

  it('refuses an ordinary transfer into a term deposit with a 400 that says where to top it up, and moves nothing', async () => {
    const [everyday, td] = [await balanceOf(sandbox.db, '1000001-1'), await balanceOf(sandbox.db, '1000001-4')];
    const response = await sandbox.post('1000001', '/api/transfers', transfer('1000001-1', '1000001-4', 50_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: TOP_UP_ONLY_MESSAGE });
    expect(await balanceOf(sandbox.db, '1000001-1')).toEqual(everyday);
    expect(await balanceOf(sandbox.db, '1000001-4')).toEqual(td);
  });

  it('records a transfer out of the credit card as a cash advance, and charges its fee to the card', async () => {
    const [card, everyday] = [await balanceOf(sandbox.db, '1000001-5'), await balanceOf(sandbox.db, '1000001-1')];
    const response = await sandbox.post('1000001', '/api/transfers', transfer('1000001-5', '1000001-1', 20_000));
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({ kind: 'transfer', amountCents: 20_000, feeCents: CASH_ADVANCE_FEE_CENTS, from: { name: 'Kōwhai Visa' } });
    expect(await balanceOf(sandbox.db, '1000001-5')).toEqual({ balance: card.balance - 20_000 - CASH_ADVANCE_FEE_CENTS, available: card.available - 20_000 - CASH_ADVANCE_FEE_CENTS });
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(everyday.balance + 20_000);
    const { rows } = await sandbox.db.query<{ kind: string; description: string; fee_for: string | null }>(
      `SELECT kind, description, fee_for FROM ledger_transactions WHERE id = $1 OR fee_for = $1 ORDER BY kind`, [receipt.id]);
    expect(rows).toEqual([
      { kind: 'cash-advance', description: 'Cash advance to Everyday', fee_for: null },
      { kind: 'fee', description: 'Cash advance fee', fee_for: receipt.id },
    ]);
    // The receipt read again says the same, and the card's statement shows both lines.
    expect((await sandbox.get('1000001', `/api/receipts/${receipt.id}`)).json()).toMatchObject({ feeCents: CASH_ADVANCE_FEE_CENTS });
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('charges one fee for a cash advance sent again with the same key (a retry or a replay)', async () => {
    const card = await balanceOf(sandbox.db, '1000001-5');
    const key = '6f1c3a52-8d1e-4b7a-9c2e-0a5b3d4e6f70';
    const first = await sandbox.post('1000001', '/api/transfers', transfer('1000001-5', '1000001-2', 3_000), key);
    const again = await sandbox.post('1000001', '/api/transfers', transfer('1000001-5', '1000001-2', 3_000), key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await balanceOf(sandbox.db, '1000001-5')).balance).toBe(card.balance - 3_000 - CASH_ADVANCE_FEE_CENTS);
  });

  it('charges no fee for a transfer between everyday and savings accounts', async () => {
    const response = await sandbox.post('1000001', '/api/transfers', transfer('1000001-2', '1000001-3', 1_000));
    expect(response.statusCode).toBe(200);
    expect(response.json().feeCents).toBeUndefined();
  });

  it('refuses a reference over 12 characters with 4010, in the words the form uses', async () => {
    const response = await sandbox.post('1000001', '/api/transfers', { ...transfer('1000001-1', '1000001-3', 100), reference: 'Thirteen char' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: 'Reference can be up to 12 characters' });
  });

  it('refuses a transfer out of a term deposit or KiwiSaver, into KiwiSaver, or to the same account', async () => {
    for (const [from, to] of [['1000001-4', '1000001-1'], ['1000001-6', '1000001-1'], ['1000001-1', '1000001-6'], ['1000001-1', '1000001-1']]) {
      expect((await sandbox.post('1000001', '/api/transfers', transfer(from as string, to as string, 100))).statusCode).toBe(400);
    }
    expect((await sandbox.post('1000006', '/api/transfers', transfer('1000006-1', '1000006-2', 100))).statusCode).toBe(400);
  });
});

describe('POST /api/term-deposit-top-ups', () => {
  const topUp = (fromAccountId: string, toAccountId: string, amountCents: number) => sandbox.post('1000001', '/api/term-deposit-top-ups', transfer(fromAccountId, toAccountId, amountCents));

  it('tops up the term deposit from Everyday: before + amount = after, with a receipt', async () => {
    const [everyday, td] = [await balanceOf(sandbox.db, '1000001-1'), await balanceOf(sandbox.db, '1000001-4')];
    const response = await topUp('1000001-1', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'transfer', status: 'paid', to: { name: 'Term Deposit 12 months' }, amountCents: TERM_DEPOSIT_TOP_UP_MIN_CENTS });
    expect((await balanceOf(sandbox.db, '1000001-4')).balance).toBe(td.balance + TERM_DEPOSIT_TOP_UP_MIN_CENTS);
    expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(everyday.balance - TERM_DEPOSIT_TOP_UP_MIN_CENTS);
  });

  it.each([
    ['under the minimum', '1000001-1', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS - 1, 'A top-up must be at least $500.00'],
    ['from the credit card', '1000001-5', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS, "Money can't be moved between these accounts."],
    ['into an account that is not a term deposit', '1000001-1', '1000001-3', TERM_DEPOSIT_TOP_UP_MIN_CENTS, "Money can't be moved between these accounts."],
  ])('refuses a top-up %s with 4010, and moves nothing', async (_why, from, to, amount, message) => {
    const before = await balanceOf(sandbox.db, to);
    const response = await topUp(from, to, amount);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message });
    expect(await balanceOf(sandbox.db, to)).toEqual(before);
  });

  it("knows no other customer's term deposit", async () => {
    expect((await sandbox.post('1000006', '/api/term-deposit-top-ups', transfer('1000001-1', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS))).statusCode).toBe(404);
  });
});
