import { ContainerModule } from 'inversify';
import { ACCOUNTS_TOKENS as A } from '../../../../src/features/accounts/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { arohaAccounts, FAKE_TODAY } from './arohaHistory';
import { FakeAccountHistory } from './FakeAccountHistory';

/** Aroha's accounts and forty days of her Everyday account. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.AccountHistory).toConstantValue(new FakeAccountHistory(arohaAccounts(), FAKE_TODAY));
});
