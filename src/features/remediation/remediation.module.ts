import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as TOKENS } from '../../platform/tokens';
import { RequestRefund } from './core/use-cases/RequestRefund';
import { RefundStore } from './stores/RefundStore';
import { REMEDIATION_TOKENS } from './tokens';

/** The refund journey's use-case and store, against the RemediationService port. */
export const remediationModule = new ContainerModule(({ bind }) => {
  bind(REMEDIATION_TOKENS.RequestRefund).toDynamicValue((ctx) => new RequestRefund(ctx.get(REMEDIATION_TOKENS.RemediationService))).inSingletonScope();
  bind(REMEDIATION_TOKENS.RefundStore).toDynamicValue((ctx) => new RefundStore(
    ctx.get(REMEDIATION_TOKENS.RemediationService), ctx.get(REMEDIATION_TOKENS.RequestRefund), ctx.get(TOKENS.Monitoring))).inSingletonScope();
});
