import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculatorsFeature } from '../../../../src/features/calculators';
import BorrowingCalculatorPage from '../../../../src/features/calculators/ui/BorrowingCalculatorPage';
import RepaymentCalculatorPage from '../../../../src/features/calculators/ui/RepaymentCalculatorPage';
import { appKit } from '../../../support/appKit';

/** The calculators area as its route loads it, over the test container (the production wiring). */
async function renderPage(page: 'repayment' | 'borrowing') {
  const app = appKit();
  await app.loadArea(calculatorsFeature);
  return app.renderApp(page === 'repayment' ? <RepaymentCalculatorPage /> : <BorrowingCalculatorPage />);
}

describe('RepaymentCalculatorPage', () => {
  it('answers $1,264.14 a month for $200,000 at 6.5% over 30 years, with a described chart and a table by year', async () => {
    const user = userEvent.setup();
    await renderPage('repayment');
    await user.type(screen.getByLabelText('Loan amount ($)'), '200,000');
    await user.type(screen.getByLabelText('Interest rate (% a year)'), '6.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('repayment')).toHaveTextContent('$1,264.14');
    expect(screen.getByText('a month')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Loan balance at the end of each year/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('starts at $200,000.00 and is $0.00 after 30 years'));
    const table = screen.getByRole('table', { name: 'Repayments by year' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    // Yearly figures in whole dollars: the table fits a phone's width (no column cut off).
    expect(within(table).getAllByRole('cell').every((cell) => /^\$[\d,]+$/.test(cell.textContent ?? ''))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    expect(screen.getByTestId('repayment')).toHaveTextContent('$583.17');
  });

  it('marks the fields it cannot use', async () => {
    const user = userEvent.setup();
    await renderPage('repayment');
    await user.clear(screen.getByLabelText('Loan term (years)'));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Loan amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Loan amount ($)')).toHaveAccessibleDescription('Enter the loan amount, e.g. 500,000');
    expect(screen.getByLabelText('Loan term (years)')).toHaveAccessibleDescription('Enter the loan term in years');
    expect(screen.queryByTestId('repayment')).not.toBeInTheDocument();
  });
});

describe('BorrowingCalculatorPage', () => {
  it('estimates what a household could borrow and its repayment', async () => {
    const user = userEvent.setup();
    await renderPage('borrowing');
    await user.type(screen.getByLabelText('Your income before tax ($ a year)'), '120000');
    await user.type(screen.getByLabelText('Living expenses ($ a month)'), '3000');
    await user.click(screen.getByRole('switch', { name: "I'm borrowing with a partner" }));
    await user.type(screen.getByLabelText("Partner's income before tax ($ a year)"), '80000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // An estimate, in whole dollars; the repayment is the one figure per month (what is left after costs).
    expect(screen.getByTestId('borrowing')).toHaveTextContent(/^\$[\d,]+$/);
    expect(screen.getByText(/a month$/)).toBeInTheDocument();
    expect(screen.queryByText('Left over each month')).not.toBeInTheDocument();
    expect(screen.getByText(/what is left of your income after your costs/)).toBeInTheDocument();
  });

  it('asks for the income and expenses', async () => {
    const user = userEvent.setup();
    await renderPage('borrowing');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('Your income before tax ($ a year)')).toHaveAccessibleDescription('Enter your yearly income before tax in dollars, or 0');
  });
});
