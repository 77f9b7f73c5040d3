import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ExportTransactions } from './core/use-cases/ExportTransactions';
import { LoadAccountPage } from './core/use-cases/LoadAccountPage';
import { LoadTransactionDetail } from './core/use-cases/LoadTransactionDetail';
import { SearchTransactions } from './core/use-cases/SearchTransactions';
import { AccountPageStore } from './stores/AccountPageStore';
import { ExportStore } from './stores/ExportStore';
import { TransactionDetailStore } from './stores/TransactionDetailStore';
import { ACCOUNTS_TOKENS as A } from './tokens';

/** The account page and a transaction's page: one account, its transactions, its balance over time, its exports. */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(A.LoadAccountPage).toDynamicValue((ctx) => new LoadAccountPage(ctx.get(A.AccountHistory), ctx.get(P.QueryCache))).inSingletonScope();
  bind(A.SearchTransactions).toDynamicValue((ctx) => new SearchTransactions(ctx.get(A.AccountHistory), ctx.get(P.QueryCache))).inSingletonScope();
  bind(A.LoadTransactionDetail).toDynamicValue((ctx) => new LoadTransactionDetail(ctx.get(A.AccountHistory), ctx.get(P.QueryCache))).inSingletonScope();
  bind(A.ExportTransactions).toDynamicValue((ctx) => new ExportTransactions(ctx.get(A.AccountHistory), ctx.get(P.Clock))).inSingletonScope();
  // One page at a time: new stores per page visit, so another account never flashes up.
  bind(A.AccountPageStore).toDynamicValue((ctx) => new AccountPageStore(
    ctx.get(A.LoadAccountPage), ctx.get(A.SearchTransactions),
    new ExportStore(ctx.get(A.ExportTransactions), ctx.get(P.NativeJourney), ctx.get(P.Clock))));
  bind(A.TransactionDetailStore).toDynamicValue((ctx) => new TransactionDetailStore(ctx.get(A.LoadTransactionDetail)));
});
