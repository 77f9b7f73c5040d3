import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { accountsFeature } from '../../../../src/features/accounts';
import { ACCOUNTS_TOKENS } from '../../../../src/features/accounts/tokens';
import AccountPage from '../../../../src/features/accounts/ui/AccountPage';
import TransactionPage from '../../../../src/features/accounts/ui/TransactionPage';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import type { FakeNativeBridge } from '../../../kernel/fakes/FakeNativeBridge';
import { renderWithServices } from '../../../support/renderWithServices';
import { createTestContainer } from '../../../support/testContainer';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeAccount, FakeAccountHistory } from '../fakes/FakeAccountHistory';

/** The account pages over the test container, at `path`, with the fake account history (and any accounts a test adds). */
export async function renderAccountPages(path: string, options: TestOptions & { accounts?: FakeAccount[] } = {}) {
  const container = createTestContainer(options);
  await container.get(PLATFORM_TOKENS.FeatureLoader).load(accountsFeature);
  const history = container.get(ACCOUNTS_TOKENS.AccountHistory) as FakeAccountHistory;
  for (const account of options.accounts ?? []) history.addAccount(account);
  const rendered = renderWithServices(
    <Switch>
      <Route path="/online/accounts/:id/transactions/:transactionId"><TransactionPage /></Route>
      <Route path="/online/accounts/:id"><AccountPage /></Route>
    </Switch>, { container, path });
  return { ...rendered, history, bridge: container.get(PLATFORM_TOKENS.NativeBridge) as FakeNativeBridge, user: userEvent.setup() };
}
