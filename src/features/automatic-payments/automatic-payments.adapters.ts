import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosAutomaticPaymentService } from './adapters/AxiosAutomaticPaymentService';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from './tokens';

/** Automatic payments over HTTP. */
export const automaticPaymentsAdapters = new ContainerModule(({ bind }) => {
  bind(T.AutomaticPaymentService).toDynamicValue((ctx) => new AxiosAutomaticPaymentService(ctx.get(P.HttpClient))).inSingletonScope();
});
