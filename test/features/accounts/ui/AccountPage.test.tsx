import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { Route } from 'wouter';
import { LoadAccountPage } from '../../../../src/features/accounts/core/use-cases/LoadAccountPage';
import { SearchTransactions } from '../../../../src/features/accounts/core/use-cases/SearchTransactions';
import { AccountPageStore } from '../../../../src/features/accounts/stores/AccountPageStore';
import { ACCOUNTS_TOKENS } from '../../../../src/features/accounts/tokens';
import AccountPage from '../../../../src/features/accounts/ui/AccountPage';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { renderWithServices } from '../../../support/renderWithServices';
import { testQueryCache } from '../../../support/testQueryCache';
import { arohaAccounts, FAKE_TODAY } from '../fakes/arohaHistory';
import { FakeAccountHistory } from '../fakes/FakeAccountHistory';

function setup(accountId = '1000001-1') {
  const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
  const cache = testQueryCache();
  const container = new Container();
  container.bind(ACCOUNTS_TOKENS.AccountPageStore).toDynamicValue(() => new AccountPageStore(
    new LoadAccountPage(history, cache), new SearchTransactions(history, cache), new FakeClock()));
  renderWithServices(<Route path="/online/accounts/:id"><AccountPage /></Route>, { container, path: `/online/accounts/${accountId}` });
  return { history, user: userEvent.setup() };
}

describe('AccountPage', () => {
  it('shows the balances, the chart with its text alternative, and pending apart from posted', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday' })).toBeInTheDocument();
    expect(screen.getByText('38-9123-0102004-00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Balance over the last 90 days: .* \$24,583\.75 today\./ })).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Pending transactions' });
    expect(within(pending).getByText('New World Remuera')).toBeInTheDocument();
    expect(within(pending).getByText('-$43.10')).toBeInTheDocument();
    const posted = screen.getByRole('list', { name: 'Posted transactions' });
    expect(within(posted).queryByText('New World Remuera')).not.toBeInTheDocument();
    expect(within(posted).getAllByText('+$2,510.00').length).toBeGreaterThan(0);
  });

  it('shows more transactions on request, until there are no more', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Everyday' });
    expect(screen.getByRole('status')).toHaveTextContent('27 transactions shown');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('42 transactions shown'));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('searches by text and amount, says when nothing matches, and clears the search', async () => {
    const { user, history } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Everyday' });
    await user.type(screen.getByRole('searchbox', { name: /Search transactions/ }), 'mercury');
    await user.type(screen.getByRole('textbox', { name: 'Amount from ($) (optional)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.calls.at(-1)?.search).toEqual({ text: 'mercury', minCents: 10_000 }));
    const posted = await screen.findByRole('list', { name: 'Posted transactions' });
    expect(within(posted).getAllByText('Mercury Energy').length).toBe(8);
    await user.clear(screen.getByRole('searchbox', { name: /Search transactions/ }));
    await user.type(screen.getByRole('searchbox', { name: /Search transactions/ }), 'nothing like this');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No transactions match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('27 transactions shown'));
  });

  it('marks an amount it cannot read, and does not search', async () => {
    const { user, history } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Everyday' });
    const calls = history.calls.length;
    await user.type(screen.getByRole('textbox', { name: 'Amount to ($) (optional)' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Amount to ($) (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in dollars and cents, like 12.50')).toBeInTheDocument();
    expect(history.calls).toHaveLength(calls);
  });

  it("says so for an account that is not the customer's", async () => {
    setup('1000004-1');
    expect(await screen.findByText('We couldn’t find that account')).toBeInTheDocument();
  });
});
