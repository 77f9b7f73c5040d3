import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosAccountHistory } from './adapters/AxiosAccountHistory';
import { ACCOUNTS_TOKENS as A } from './tokens';

/** Account history over HTTP. */
export const accountsAdapters = new ContainerModule(({ bind }) => {
  bind(A.AccountHistory).toDynamicValue((ctx) => new AxiosAccountHistory(ctx.get(P.HttpClient))).inSingletonScope();
});
