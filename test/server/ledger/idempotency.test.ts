import { requestHash, runOnce } from '../../../server/ledger/idempotency';
import { balanceOf, ledgerBreaks, moneySandbox, uuid, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000002']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const EVERYDAY = '1000001-1';
/** Each test's payments carry a reference of their own, so a count sees only what that test made, never the seeded history. */
const payment = (amountCents: number, reference: string) => ({
  fromAccountId: EVERYDAY, to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' },
  amountCents, particulars: '', code: '', reference,
});
const paymentsOf = async (reference: string) => Number((await sandbox.db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
    WHERE p.account_id = $1 AND t.reference = $2`, [EVERYDAY, reference])).rows[0]?.n);
let references = 0;
const uniqueReference = () => `Idem ${process.pid % 1000}-${(references += 1)}`.slice(0, 12);

describe('Idempotency-Key', () => {
  it('pays once when the same payment is posted 5 times with one key, and replays the first answer', async () => {
    const key = uuid();
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const reference = uniqueReference();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await sandbox.post('1000001', '/api/payments', payment(1111, reference), key));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.slice(1).every((a) => a.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 1111);
    expect(await paymentsOf(reference)).toBe(1);
  });

  it('pays once when 5 posts with one key arrive together; the others replay it or are told it is in flight', async () => {
    const key = uuid();
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const reference = uniqueReference();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.post('1000001', '/api/payments', payment(2222, reference), key)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 2222);
    expect(await paymentsOf(reference)).toBe(1);
  });

  it('refuses the same key with a different body (422) and moves nothing more', async () => {
    const key = uuid();
    const [first, second] = [uniqueReference(), uniqueReference()];
    expect((await sandbox.post('1000001', '/api/payments', payment(3333, first), key)).statusCode).toBe(200);
    const other = await sandbox.post('1000001', '/api/payments', payment(3334, second), key);
    expect(other.statusCode).toBe(422);
    expect(await paymentsOf(first)).toBe(1);
    expect(await paymentsOf(second)).toBe(0);
  });

  it('answers 409 while the first request with the key is still being processed', async () => {
    const key = uuid();
    const body = payment(4444, uniqueReference());
    // The first request claimed the key a moment ago and has not finished (another server, say).
    const { requestHash } = await import('../../../server/ledger/idempotency');
    await sandbox.db.query(`INSERT INTO idempotency_keys (customer_number, key, request_hash, status) VALUES ('1000001', $1, $2, 'in-flight')`,
      [key, requestHash('POST', '/api/payments', body)]);
    const response = await sandbox.post('1000001', '/api/payments', body, key);
    expect(response.statusCode).toBe(409);
    expect(await paymentsOf(body.reference)).toBe(0);
  });

  it('replays a refusal too, and keys are per customer: another customer may use the same key', async () => {
    const key = uuid();
    const tooMuch = payment(99_999_999, uniqueReference());
    const first = await sandbox.post('1000001', '/api/payments', tooMuch, key);
    expect(first.statusCode).toBe(400);
    expect((await sandbox.post('1000001', '/api/payments', tooMuch, key)).body).toBe(first.body);
    const liam = await sandbox.post('1000002', '/api/transfers', { fromAccountId: '1000002-1', toAccountId: '1000002-2', amountCents: 100, reference: '' }, key);
    expect(liam.statusCode).toBe(200);
  });

  it('does not spend a key on a request that fails validation', async () => {
    const key = uuid();
    expect((await sandbox.post('1000001', '/api/payments', payment(1234, 'bad~chars'), key)).statusCode).toBe(400);
    expect((await sandbox.post('1000001', '/api/payments', payment(5555, uniqueReference()), key)).statusCode).toBe(200);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  // A killed server is proven by npm run test:crash (docs/reliability.md); here, a fault in the work.
  it('rolls the claim back with the work when the work fails, so the retry with the key runs at once', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const request = { customerNumber: '1000001', key: uuid(), requestHash: requestHash('POST', '/api/payments', payment(4444, uniqueReference())) };
    const crash = runOnce(sandbox.db, request, async (tx) => {
      await tx.query("UPDATE accounts SET balance_cents = balance_cents - 4444 WHERE id = $1", [EVERYDAY]);
      throw new Error('the server died here');
    });
    await expect(crash).rejects.toThrow('the server died here');
    const claims = await sandbox.db.query('SELECT 1 FROM idempotency_keys WHERE customer_number = $1 AND key = $2', ['1000001', request.key]);
    expect(claims.rows).toHaveLength(0);
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance);
    const retry = await runOnce(sandbox.db, request, async () => ({ status: 200, body: { ran: true } }));
    expect(retry).toEqual({ status: 200, body: { ran: true }, replayed: false });
  });
});
