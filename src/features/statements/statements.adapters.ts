import { ContainerModule } from 'inversify';
import { AxiosStatementService } from './adapters/AxiosStatementService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { STATEMENTS_TOKENS as T } from './tokens';

/** The real StatementService, over the platform HTTP client. */
export const statementsAdapters = new ContainerModule(({ bind }) => {
  bind(T.StatementService).toDynamicValue((ctx) => new AxiosStatementService(ctx.get(P.HttpClient))).inSingletonScope();
});
