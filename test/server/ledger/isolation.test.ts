import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
let jacksPayment: string;
beforeAll(async () => {
  sandbox = await moneySandbox(['1000001', '1000004']);
  const { addDays } = await import('../../../contract/rules/AucklandDate');
  jacksPayment = (await sandbox.post('1000004', '/api/payments', {
    fromAccountId: '1000004-1', to: { accountNumber: '01-0902-0068389-00', name: 'Flatmate' }, amountCents: 500,
    particulars: '', code: '', reference: 'Power', date: addDays(await sandboxToday(sandbox.db), 3),
  })).json().id;
}, 120_000);
afterAll(async () => { await sandbox.close(); });

const NOT_FOUND = expect.objectContaining({ statusCode: 404 });

describe("1000001's token and 1000004's money", () => {
  it("reads nothing of 1000004's: account, transactions, balance history, receipt, shared receipt", async () => {
    for (const url of ['/api/accounts/1000004-1', '/api/accounts/1000004-1/transactions', '/api/accounts/1000004-1/balance-history',
      `/api/receipts/${jacksPayment}`, `/api/shareReceipt/${jacksPayment}`]) {
      const response = await sandbox.get('1000001', url);
      expect({ url, statusCode: response.statusCode }).toEqual({ url, statusCode: 404 });
      expect(response.body).not.toContain('Thompson');
    }
    expect((await sandbox.get('1000001', '/api/payments/scheduled')).json()).toEqual([]);
  });

  it("changes nothing of 1000004's: no payment or transfer from his account, no cancelling his payment", async () => {
    expect(await sandbox.post('1000001', '/api/payments', {
      fromAccountId: '1000004-1', to: { accountNumber: '01-0902-0068389-00', name: 'Me' }, amountCents: 100, particulars: '', code: '', reference: '',
    })).toEqual(NOT_FOUND);
    expect(await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000004-1', toAccountId: '1000001-1', amountCents: 100, reference: '' })).toEqual(NOT_FOUND);
    expect(await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: '1000004-1', amountCents: 100, reference: '' })).toEqual(NOT_FOUND);
    expect(await sandbox.del('1000001', `/api/payments/${jacksPayment}`)).toEqual(NOT_FOUND);
    expect((await sandbox.get('1000004', `/api/receipts/${jacksPayment}`)).json().status).toBe('scheduled');
  });

  it('needs a login for every money route', async () => {
    for (const url of ['/api/accounts/1000004-1', '/api/payments/scheduled', `/api/receipts/${jacksPayment}`]) {
      expect((await sandbox.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
