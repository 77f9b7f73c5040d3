import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as TOKENS } from '../../platform/tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { RequestRefund } from './core/use-cases/RequestRefund';
import { RefundStore } from './stores/RefundStore';
import { REMEDIATION_TOKENS } from './tokens';

/** The refund journey's use-case and store, against the RemediationService port; another bank's account goes through the safeguard. */
export const remediationModule = new ContainerModule(({ bind }) => {
  bind(REMEDIATION_TOKENS.RequestRefund).toDynamicValue((ctx) => {
    const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
    return new RequestRefund(ctx.get(REMEDIATION_TOKENS.RemediationService), (operation) => runSafeguarded.execute(operation, challenge));
  }).inSingletonScope();
  bind(REMEDIATION_TOKENS.RefundStore).toDynamicValue((ctx) => new RefundStore(
    ctx.get(REMEDIATION_TOKENS.RemediationService), ctx.get(REMEDIATION_TOKENS.RequestRefund), ctx.get(TOKENS.Monitoring))).inSingletonScope();
});
