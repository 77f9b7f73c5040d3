import { ExportRangeError, ExportTransactions, StatementMismatch } from '../../../../../src/features/accounts/core/use-cases/ExportTransactions';
import { LoadTransactionDetail } from '../../../../../src/features/accounts/core/use-cases/LoadTransactionDetail';
import { testQueryCache } from '../../../../support/testQueryCache';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';
import { arohaAccounts, FAKE_TODAY } from '../../fakes/arohaHistory';
import { FakeAccountHistory } from '../../fakes/FakeAccountHistory';

const decode = (bytes: Uint8Array) => decodeURIComponent(Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

function setup() {
  const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
  return { history, exporter: new ExportTransactions(history, new FakeClock()) };
}

describe('ExportTransactions', () => {
  it('writes every posted transaction of the range as UTF-8 CSV, named for the account and the range', async () => {
    const { history, exporter } = setup();
    const account = await history.getAccount('1000001-1');
    const file = await exporter.execute({ account, from: '2026-10-20', to: '2026-11-22', format: 'csv' });
    expect(file.fileName).toBe('Everyday-38-9123-0102004-00-2026-10-20-to-2026-11-22.csv');
    expect(file.mimeType).toBe('text/csv');
    const lines = decode(file.bytes).trim().split('\r\n');
    const statement = await history.statementRange('1000001-1', { from: '2026-10-20', to: '2026-11-22' });
    expect(lines).toHaveLength(statement.transactions.length + 1);
  });

  it('writes OFX as application/x-ofx', async () => {
    const { history, exporter } = setup();
    const file = await exporter.execute({ account: await history.getAccount('1000001-1'), from: '2026-11-01', to: '2026-11-22', format: 'ofx' });
    expect(file.mimeType).toBe('application/x-ofx');
    expect(decode(file.bytes)).toMatch(/^OFXHEADER:100\r\n/);
  });

  it('refuses a range upside down or longer than a year without asking the bank', async () => {
    const { history, exporter } = setup();
    const account = await history.getAccount('1000001-1');
    await expect(exporter.execute({ account, from: '2026-11-02', to: '2026-11-01', format: 'csv' })).rejects.toEqual(new ExportRangeError('upside-down'));
    await expect(exporter.execute({ account, from: '2025-11-21', to: '2026-11-22', format: 'csv' })).rejects.toEqual(new ExportRangeError('too-long'));
    expect(history.exports).toEqual([]);
    await expect(exporter.execute({ account, from: '2025-11-22', to: '2026-11-22', format: 'csv' })).resolves.toBeDefined();
  });

  it('writes no file from a statement whose balances do not add up', async () => {
    const { history, exporter } = setup();
    const account = await history.getAccount('1000001-1');
    const honest = history.statementRange.bind(history);
    history.statementRange = async (id, range) => ({ ...(await honest(id, range)), closingBalance: 1 });
    await expect(exporter.execute({ account, from: '2026-11-01', to: '2026-11-22', format: 'csv' })).rejects.toBeInstanceOf(StatementMismatch);
  });
});

describe('LoadTransactionDetail', () => {
  it('loads the transaction with its account, and the port’s 404 for one not on the account', async () => {
    const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
    const load = new LoadTransactionDetail(history, testQueryCache());
    const { account, detail } = await load.execute({ accountId: '1000001-1', transactionId: 't-3' });
    expect(account.id).toBe('1000001-1');
    expect(detail.counterparty).toEqual({ name: 'Fonterra Co-op', accountNumber: '12-3456-0789012-00' });
    await expect(load.execute({ accountId: '1000001-5', transactionId: 't-3' })).rejects.toMatchObject({ status: 404 });
  });
});
