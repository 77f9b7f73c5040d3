import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as TOKENS } from '../../platform/tokens';
import { AxiosInsuranceService } from './adapters/AxiosInsuranceService';
import { INSURANCE_TOKENS } from './tokens';

export const insuranceAdapters = new ContainerModule(({ bind }) => {
  bind(INSURANCE_TOKENS.InsuranceService).toDynamicValue((ctx) => new AxiosInsuranceService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
});
