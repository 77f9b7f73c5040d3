import { addDays } from '../../../../contract/rules/AucklandDate';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceChart } from '../../../../src/features/accounts/ui/BalanceChart';

// 90 real days from 1 Aug 2026 (31 in August, 30 in September, 29 in October).
const points = Array.from({ length: 90 }, (_, i) => ({ date: addDays('2026-08-01', i), balance: 100_000 + i * 1_000 }));

describe('BalanceChart', () => {
  it('describes the line in a sentence, and labels its balances and dates', () => {
    render(<BalanceChart points={points} />);
    expect(screen.getByRole('img', { name: /^Balance over the last 90 days: \$1,000\.00 on 1 Aug, \$1,890\.00 today\./ })).toBeInTheDocument();
    for (const label of ['$1k', '$1.5k', '$2k']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(document.querySelector('.balance-chart__x-axis')).toHaveTextContent(/^1 Aug.*Today$/);
  });

  it('reads a day’s balance with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<BalanceChart points={points} />);
    const explorer = screen.getByRole('slider', { name: 'Balance on a day' });
    expect(explorer).toHaveAttribute('aria-valuetext', 'Thu 29 Oct: $1,890.00');
    await user.tab();
    expect(explorer).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(explorer).toHaveAttribute('aria-valuetext', 'Wed 28 Oct: $1,880.00');
    await user.keyboard('{Home}');
    expect(explorer).toHaveAttribute('aria-valuetext', 'Sat 1 Aug: $1,000.00');
    expect(screen.getByText('Sat 1 Aug: $1,000.00')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(explorer).toHaveAttribute('aria-valuenow', '90');
  });

  it('turns "Show daily balances as a table" into "Hide daily balances" when open', async () => {
    const user = userEvent.setup();
    render(<BalanceChart points={points} />);
    await user.click(screen.getByText('Show daily balances as a table'));
    expect(await screen.findByText('Hide daily balances')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'End-of-day balance' })).toBeVisible();
    fireEvent.click(screen.getByText('Hide daily balances'));
    expect(await screen.findByText('Show daily balances as a table')).toBeInTheDocument();
  });
});
