import { screen, within } from '@testing-library/react';
import { renderAccountPages } from './accountPageKit';

const facts = () => within(screen.getByRole('complementary', { name: 'About this account' }));
const fact = (term: string) => facts().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const summary = () => within(screen.getByRole('banner'));

describe("each product's own facts on its account page", () => {
  it('gives a credit card its limit, statement balance, due date, minimum payment and masked card number', async () => {
    await renderAccountPages('/online/accounts/1000001-5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kōwhai Visa' })).toBeInTheDocument();
    expect(summary().getByText('Amount owing')).toBeInTheDocument();
    expect(summary().getByText('$1,234.56')).toBeInTheDocument();
    expect(summary().getByText('Available credit')).toBeInTheDocument();
    expect(summary().getByText('Payment due 9 Dec: minimum $29.63')).toBeInTheDocument();
    expect(facts().getByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(fact('Card number')).toBe('•••• 7001');
    expect(fact('Credit limit')).toBe('$5,000.00');
    expect(fact('Statement balance')).toBe('$987.65');
    expect(fact('Payment due')).toBe('Wed 9 Dec 2026');
    expect(fact('Minimum payment')).toBe('$29.63');
  });

  it('gives a term deposit its rate, term, maturity and instructions, and never calls its money available', async () => {
    await renderAccountPages('/online/accounts/1000001-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Term Deposit 12 months' })).toBeInTheDocument();
    expect(summary().getByText('Balance')).toBeInTheDocument();
    expect(screen.queryByText(/^Available/)).not.toBeInTheDocument();
    expect(summary().getByText('Matures Mon 7 Dec 2026 at 5.10% p.a.')).toBeInTheDocument();
    expect(fact('Interest rate')).toBe('5.10% p.a.');
    expect(fact('Term')).toBe('12 months');
    expect(fact('Maturity date')).toBe('Mon 7 Dec 2026');
    expect(fact('At maturity')).toBe('Reinvest the balance and interest for another 12 months');
    expect(fact('Interest at maturity (before tax)')).toBe('$1,275.00');
  });

  it('shows KiwiSaver’s balance, never as available, and leads to the KiwiSaver page', async () => {
    await renderAccountPages('/online/accounts/1000001-6');
    expect(await screen.findByRole('heading', { level: 1, name: 'KiwiSaver Growth Fund' })).toBeInTheDocument();
    expect(screen.queryByText(/^Available/)).not.toBeInTheDocument();
    expect(facts().getByText(/locked in until you turn 65/)).toBeInTheDocument();
    expect(facts().getByRole('link', { name: 'Go to your KiwiSaver' })).toHaveAttribute('href', '/online/kiwisaver');
  });

  it('gives a loan its rate and next repayment, and what is owed rather than a balance to spend', async () => {
    await renderAccountPages('/online/accounts/loan-1', { accounts: [{ transactions: [], details: {
      id: 'loan-1', product: 'personal-loan', name: 'Personal Loan', nickname: null, accountNumber: '38-9123-0102301-00',
      balance: -1_264_500, available: 0, creditLimit: null,
      facts: { kind: 'loan', interestRate: 1295, rateType: 'fixed', fixedUntil: '2028-11-23', repayment: 45_460, repaymentFrequency: 'monthly', nextRepaymentDate: '2026-12-01' },
    } }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Loan' })).toBeInTheDocument();
    expect(summary().getByText('Amount owing')).toBeInTheDocument();
    expect(summary().getByText('$12,645.00')).toBeInTheDocument();
    expect(screen.queryByText(/^Available/)).not.toBeInTheDocument();
    expect(summary().getByText('Next repayment $454.60 on Tue 1 Dec 2026')).toBeInTheDocument();
    expect(fact('Interest rate')).toBe('12.95% p.a., fixed until Thu 23 Nov 2028');
    expect(fact('Repayments')).toBe('Monthly, $454.60');
  });
});
