import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { LoadAccountPage } from './core/use-cases/LoadAccountPage';
import { SearchTransactions } from './core/use-cases/SearchTransactions';
import { AccountPageStore } from './stores/AccountPageStore';
import { ACCOUNTS_TOKENS as A } from './tokens';

/** The account page: one account, its transactions and its balance over time. */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(A.LoadAccountPage).toDynamicValue((ctx) => new LoadAccountPage(ctx.get(A.AccountHistory), ctx.get(P.QueryCache))).inSingletonScope();
  bind(A.SearchTransactions).toDynamicValue((ctx) => new SearchTransactions(ctx.get(A.AccountHistory), ctx.get(P.QueryCache))).inSingletonScope();
  // One page at a time: a new store per page visit, so another account never flashes up.
  bind(A.AccountPageStore).toDynamicValue((ctx) => new AccountPageStore(
    ctx.get(A.LoadAccountPage), ctx.get(A.SearchTransactions), ctx.get(P.Clock)));
});
