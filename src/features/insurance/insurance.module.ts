import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as TOKENS } from '../../platform/tokens';
import { LoadInsurance } from './core/use-cases/LoadInsurance';
import { ClaimStore } from './stores/ClaimStore';
import { InsuranceStore } from './stores/InsuranceStore';
import { INSURANCE_TOKENS } from './tokens';

export const insuranceModule = new ContainerModule(({ bind }) => {
  bind(INSURANCE_TOKENS.LoadInsurance).toDynamicValue((ctx) => new LoadInsurance(ctx.get(INSURANCE_TOKENS.InsuranceService), ctx.get(TOKENS.Clock))).inSingletonScope();
  bind(INSURANCE_TOKENS.InsuranceStore).toDynamicValue((ctx) => new InsuranceStore(ctx.get(INSURANCE_TOKENS.LoadInsurance), ctx.get(TOKENS.Monitoring))).inSingletonScope();
  bind(INSURANCE_TOKENS.ClaimStore).toDynamicValue((ctx) => new ClaimStore(
    ctx.get(INSURANCE_TOKENS.InsuranceService), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Monitoring))).inSingletonScope();
});
