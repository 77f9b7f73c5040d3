import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosPaymentService } from './adapters/AxiosPaymentService';
import { PAY_TOKENS as T } from './tokens';

/** Payments over HTTP. */
export const payAdapters = new ContainerModule(({ bind }) => {
  bind(T.PaymentService).toDynamicValue((ctx) => new AxiosPaymentService(ctx.get(P.HttpClient))).inSingletonScope();
});
