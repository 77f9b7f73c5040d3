import { serviceId } from '../../platform/tokens';
import type { AccountHistory } from './core/ports/AccountHistory';
import type { LoadAccountPage } from './core/use-cases/LoadAccountPage';
import type { SearchTransactions } from './core/use-cases/SearchTransactions';
import type { AccountPageStore } from './stores/AccountPageStore';

/** The account page's service identifiers. */
export const ACCOUNTS_TOKENS = {
  AccountHistory: serviceId<AccountHistory>('AccountHistory'),
  LoadAccountPage: serviceId<LoadAccountPage>('LoadAccountPage'),
  SearchTransactions: serviceId<SearchTransactions>('SearchTransactions'),
  AccountPageStore: serviceId<AccountPageStore>('AccountPageStore'),
} as const;
