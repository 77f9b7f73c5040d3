import { randomUUID } from 'node:crypto';
import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

interface Tx { id: string; kind: string; description: string; amountCents: number; status: string; balanceAfterCents: number | null }
const list = async (query = '') => (await sandbox.get('1000001', `/api/accounts/1000001-1/transactions${query}`)).json() as { pending: Tx[]; posted: Tx[] };
/** A card payment the card network has authorised but not yet settled: a pending hold, as the card scheme writes it. */
async function holdCardPayment(customer: string, accountId: string, cents: number, merchant: string): Promise<string> {
  const id = randomUUID();
  await sandbox.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO ledger_transactions (id, customer_number, kind, description, status) VALUES ($1, $2, 'card', $3, 'pending')`, [id, customer, merchant]);
    await tx.query(`INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
      VALUES ($1, $2, NULL, $3, $4), ($1, NULL, '12-3140-1573925-00', $5, 'Card payment')`, [id, accountId, -cents, merchant, cents]);
    await tx.query('UPDATE accounts SET available_cents = available_cents - $2 WHERE id = $1', [accountId, cents]);
  });
  return id;
}

const detail = (id: string, account = '1000001-1', customer = '1000001') => sandbox.get(customer, `/api/accounts/${account}/transactions/${id}`);

describe('GET /api/accounts/{id}/transactions/{transactionId}', () => {
  it('answers a posted transaction as the list has it, with its running balance', async () => {
    const [newest] = (await list()).posted;
    const response = await detail(newest?.id as string);
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toEqual(newest);
  });

  it("names the customer's own account on a transfer, and the payee with their account on a payment", async () => {
    const moved = await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: '1000001-2', amountCents: 500, reference: 'detail' });
    expect(moved.statusCode).toBe(200);
    const transfer = (await list('?type=transfer')).posted[0] as Tx;
    const { counterparty } = (await detail(transfer.id)).json();
    const bills = (await sandbox.get('1000001', '/api/accounts/1000001-2')).json();
    expect(counterparty).toEqual({ name: bills.nickname ?? bills.name, accountNumber: bills.accountNumber });

    const rent = (await list('?q=RENT')).posted[0] as Tx;
    const paid = (await detail(rent.id)).json();
    expect(paid.counterparty.name).toBe(rent.description);
    expect(paid.counterparty.accountNumber).toMatch(/^\d{2}-\d{4}-\d{7,8}-\d{2,4}$/);
  });

  it('shows no account for a card purchase, and no balance while it is pending', async () => {
    const id = await holdCardPayment('1000001', '1000001-1', 4_310, 'New World Remuera');
    expect((await list()).pending.map((t) => t.id)).toContain(id);
    const response = await detail(id);
    expect(response.statusCode).toBe(200);
    const { transaction, counterparty } = response.json();
    expect(transaction.status).toBe('pending');
    expect(transaction.balanceAfterCents).toBeNull();
    expect(counterparty.accountNumber).toBeNull();
  });

  it("answers 404 for a transaction of another account, another customer's, or none; 400 for an id that is not one", async () => {
    const mine = (await list('?type=card')).posted[0];
    expect((await detail(mine?.id as string, '1000001-2')).statusCode).toBe(404);
    expect((await detail(mine?.id as string, '1000004-1', '1000004')).statusCode).toBe(404);
    expect((await detail(mine?.id as string, '1000001-1', '1000004')).statusCode).toBe(404);
    expect((await detail(randomUUID())).statusCode).toBe(404);
    const bad = await detail('not-a-transaction');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().NativeErrorCode).toBe(4010);
  });
});
