import type { AccountDetails } from '../../../../../src/features/accounts/core/domain/AccountDetails';
import type { StatementRange } from '../../../../../src/features/accounts/core/domain/StatementRange';
import type { Transaction } from '../../../../../src/features/accounts/core/domain/Transaction';

export const EVERYDAY: AccountDetails = {
  id: '1000001-1', product: 'everyday', name: 'Everyday', nickname: null, accountNumber: '38-9123-0102004-00',
  balance: 100_000, available: 100_000, creditLimit: null, facts: null,
};

const line = (id: string, date: string, kind: string, description: string, amount: number, details: Partial<Transaction> = {}): Omit<Transaction, 'balanceAfter'> => ({
  id, date, at: Date.parse(`${date}T00:00:00Z`), kind, description, amount, status: 'posted', particulars: '', code: '', reference: '', ...details,
});

/**
 * A statement holding what broke the old files: no particulars at all, Māori names and macrons,
 * markup characters, a comma and a quote, a description past OFX's 32 characters, a formula.
 */
export function awkwardStatement(): StatementRange {
  const lines = [
    line('0c3a6a0e-0001-4000-8000-000000000001', '2026-10-02', 'card', 'Kōwhai Café Ōtāhuhu', -1_250),
    line('0c3a6a0e-0001-4000-8000-000000000002', '2026-10-03', 'payment', 'Barfoot & Thompson <Rent>', -58_000, { reference: 'RENT', particulars: 'FLAT 2' }),
    line('0c3a6a0e-0001-4000-8000-000000000003', '2026-10-09', 'deposit', 'Te Whatu Ora "Salary", Tāmaki', 251_000, { particulars: 'SALARY', code: 'FN', reference: 'OCT' }),
    line('0c3a6a0e-0001-4000-8000-000000000004', '2026-10-12', 'direct-debit', 'Mercury Energy — a very long biller name for one line', -18_230, { reference: 'ELEC' }),
    line('0c3a6a0e-0001-4000-8000-000000000005', '2026-10-15', 'transfer', '=HYPERLINK("http://evil")', -5),
  ];
  let running = 20_000;
  const transactions = lines.map((t) => { running += t.amount; return { ...t, balanceAfter: running }; });
  return { from: '2026-10-01', to: '2026-10-31', openingBalance: 20_000, closingBalance: running, transactions };
}
