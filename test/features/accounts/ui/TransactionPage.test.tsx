import { screen } from '@testing-library/react';
import { renderAccountPages } from './accountPageKit';

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TransactionPage', () => {
  it('shows a posted transaction: Auckland date and time, details, the other party’s account, amount and balance after', async () => {
    const { history } = await renderAccountPages('/online/accounts/1000001-1/transactions/t-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fonterra Co-op Salary' })).toBeInTheDocument();
    const { transaction } = await history.getTransaction('1000001-1', 't-3');
    // The fake posted it at 10:00 in Auckland: 21:00 the day before in UTC.
    expect(fact('Date and time')).toBe('19 Nov 2026, 10:00 am');
    expect(fact('Type')).toBe('Deposit');
    expect(fact('Status')).toBe('Posted');
    expect(fact('Particulars')).toBe('SALARY');
    expect(fact('Reference')).toBe('None');
    expect(fact('Paid by')).toBe('Fonterra Co-op');
    expect(fact("Other party's account")).toBe('12-3456-0789012-00');
    expect(fact('Amount')).toBe('$2,510.00');
    expect(fact('Balance after')).toBe(`$${((transaction.balanceAfter ?? 0) / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`);
    expect(screen.getByRole('link', { name: 'Back to Everyday' })).toHaveAttribute('href', '/online/accounts/1000001-1');
  });

  it('says a pending transaction is not in the balance yet', async () => {
    await renderAccountPages('/online/accounts/1000001-1/transactions/p-0');
    expect(await screen.findByRole('heading', { level: 1, name: 'New World Remuera' })).toBeInTheDocument();
    expect(fact('Status')).toBe('Pending');
    expect(fact('Balance after')).toBe('Not in your balance until it posts');
  });

  it('says so for a transaction that is not on the account', async () => {
    await renderAccountPages('/online/accounts/1000001-5/transactions/t-3');
    expect(await screen.findByText('We couldn’t find that transaction')).toBeInTheDocument();
  });
});
