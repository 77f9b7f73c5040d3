import { screen, waitFor, within } from '@testing-library/react';
import { renderAccountPages } from './accountPageKit';

const everyday = () => renderAccountPages('/online/accounts/1000001-1');
const centsIn = (text: string) => Number(/(-?)\$([\d,]+)\.(\d\d)/.exec(text)?.slice(1).reduce((sign, part, i) => (i === 0 ? (part ? '-' : '') : sign + part.replace(/,/g, '')), '') ?? NaN);

describe('AccountPage', () => {
  it('leads with the transactions: a short summary, one search box, filters folded away, pending apart from posted', async () => {
    await everyday();
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday' })).toBeInTheDocument();
    expect(screen.getByText('38-9123-0102004-00')).toHaveClass('ds-account-number');
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /From date/ })).not.toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Pending transactions' });
    expect(within(pending).getByRole('link', { name: /New World Remuera/ })).toBeInTheDocument();
    expect(within(pending).queryByText(/^Balance /)).not.toBeInTheDocument();
    const posted = screen.getByRole('list', { name: 'Posted transactions' });
    expect(within(posted).queryByText('New World Remuera')).not.toBeInTheDocument();
    expect(within(posted).getAllByText('+$2,510.00').length).toBeGreaterThan(0);
  });

  it('shows each posted transaction with the balance it left: after − amount is the next one down', async () => {
    await everyday();
    const rows = within(await screen.findByRole('list', { name: 'Posted transactions' })).getAllByRole('link');
    const figures = rows.map((row) => {
      const [amount, balance] = within(row).getAllByText(/\$/).map((el) => centsIn(el.textContent ?? ''));
      return { amount: amount ?? NaN, balance: balance ?? NaN };
    });
    const balanceShown = centsIn(screen.getByText('Balance', { selector: 'dt' }).nextElementSibling?.textContent ?? '');
    expect(figures[0]?.balance).toBe(balanceShown);
    figures.slice(1).forEach((older, i) => expect(older.balance).toBe((figures[i]?.balance ?? 0) - (figures[i]?.amount ?? 0)));
  });

  it('opens a transaction on its own page, with its address', async () => {
    const { user, location } = await everyday();
    const posted = await screen.findByRole('list', { name: 'Posted transactions' });
    await user.click(within(posted).getAllByRole('link', { name: /Fonterra Co-op Salary/ })[0] as HTMLElement);
    expect(location.history?.at(-1)).toMatch(/^\/online\/accounts\/1000001-1\/transactions\/t-\d+$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fonterra Co-op Salary' })).toBeInTheDocument();
  });

  it('shows more transactions on request, until there are no more', async () => {
    const { user } = await everyday();
    await screen.findByRole('heading', { level: 1, name: 'Everyday' });
    expect(screen.getByRole('status')).toHaveTextContent('27 transactions shown');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('42 transactions shown'));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('searches by text, says when nothing matches, and clears the search', async () => {
    const { user, history } = await everyday();
    const box = await screen.findByRole('searchbox', { name: 'Search transactions' });
    await user.type(box, 'mercury');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.calls.at(-1)?.search).toEqual({ text: 'mercury' }));
    const names = within(await screen.findByRole('list', { name: 'Posted transactions' })).getAllByRole('link').map((row) => row.querySelector('.transaction__name')?.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name === 'Mercury Energy')).toBe(true);
    await user.clear(box);
    await user.type(box, 'nothing like this{Enter}');
    expect(await screen.findByText('No transactions match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('27 transactions shown'));
  });

  it('filters by dates typed DD/MM/YYYY, amount and type, and counts the filters on', async () => {
    const { user, history } = await everyday();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'From date (optional)' }), '01/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'To date (optional)' }), '15/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'Amount from ($) (optional)' }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type (optional)' }), 'Money out');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(history.calls.at(-1)?.search).toEqual({ from: '2026-11-01', to: '2026-11-15', minCents: 5_000, type: 'out' }));
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    const shown = within(screen.getByRole('list', { name: 'Posted transactions' })).getAllByRole('link');
    expect(shown.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('marks a date that is not a real one, says why, and does not search', async () => {
    const { user, history } = await everyday();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const calls = history.calls.length;
    const from = screen.getByRole('textbox', { name: 'From date (optional)' });
    expect(from).toHaveAttribute('inputmode', 'numeric');
    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a real date as DD/MM/YYYY')).toBeInTheDocument();
    expect(history.calls).toHaveLength(calls);
  });

  it('marks an amount it cannot read, and does not search', async () => {
    const { user, history } = await everyday();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const calls = history.calls.length;
    await user.type(screen.getByRole('textbox', { name: 'Amount to ($) (optional)' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('textbox', { name: 'Amount to ($) (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in dollars and cents, like 12.50')).toBeInTheDocument();
    expect(history.calls).toHaveLength(calls);
  });

  it("says so for an account that is not the customer's", async () => {
    await renderAccountPages('/online/accounts/1000004-1');
    expect(await screen.findByText('We couldn’t find that account')).toBeInTheDocument();
  });
});
