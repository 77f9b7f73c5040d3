import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosInternationalPaymentService } from './adapters/AxiosInternationalPaymentService';
import { INTERNATIONAL_PAYMENTS_TOKENS as I } from './tokens';

/** The real InternationalPaymentService, over the platform HTTP client. */
export const internationalPaymentsAdapters = new ContainerModule(({ bind }) => {
  bind(I.InternationalPaymentService).toDynamicValue((ctx) => new AxiosInternationalPaymentService(ctx.get(P.HttpClient))).inSingletonScope();
});
