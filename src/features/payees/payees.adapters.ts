import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosPayeeService } from './adapters/AxiosPayeeService';
import { AxiosInternationalPayeeService } from './adapters/AxiosInternationalPayeeService';
import { AxiosDirectDebitService } from './adapters/AxiosDirectDebitService';
import { PAYEES_TOKENS as T } from './tokens';

/** The payees area over HTTP. */
export const payeesAdapters = new ContainerModule(({ bind }) => {
  bind(T.PayeeService).toDynamicValue((ctx) => new AxiosPayeeService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(T.InternationalPayeeService).toDynamicValue((ctx) => new AxiosInternationalPayeeService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(T.DirectDebitService).toDynamicValue((ctx) => new AxiosDirectDebitService(ctx.get(P.HttpClient))).inSingletonScope();
});
