import { serviceId } from '../../platform/tokens';
import type { AccountHistory } from './core/ports/AccountHistory';
import type { ExportTransactions } from './core/use-cases/ExportTransactions';
import type { LoadAccountPage } from './core/use-cases/LoadAccountPage';
import type { LoadTransactionDetail } from './core/use-cases/LoadTransactionDetail';
import type { SearchTransactions } from './core/use-cases/SearchTransactions';
import type { AccountPageStore } from './stores/AccountPageStore';
import type { TransactionDetailStore } from './stores/TransactionDetailStore';

/** The account pages' service identifiers. */
export const ACCOUNTS_TOKENS = {
  AccountHistory: serviceId<AccountHistory>('AccountHistory'),
  LoadAccountPage: serviceId<LoadAccountPage>('LoadAccountPage'),
  SearchTransactions: serviceId<SearchTransactions>('SearchTransactions'),
  LoadTransactionDetail: serviceId<LoadTransactionDetail>('LoadTransactionDetail'),
  ExportTransactions: serviceId<ExportTransactions>('ExportTransactions'),
  AccountPageStore: serviceId<AccountPageStore>('AccountPageStore'),
  TransactionDetailStore: serviceId<TransactionDetailStore>('TransactionDetailStore'),
} as const;
