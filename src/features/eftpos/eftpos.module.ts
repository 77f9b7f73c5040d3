import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { ApprovePaymentRequest, DeclinePaymentRequest } from './core/use-cases/DecidePaymentRequest';
import { EftposStore } from './stores/EftposStore';
import { EFTPOS_TOKENS as E } from './tokens';

/** Online EFTPOS's use-cases and store, against the EftposService port; approvals go through the SMS safeguard. */
export const eftposModule = new ContainerModule(({ bind }) => {
  bind(E.EftposStore).toDynamicValue((ctx) => {
    const service = ctx.get(E.EftposService);
    const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
    return new EftposStore(service, new ApprovePaymentRequest(service), new DeclinePaymentRequest(service),
      (operation) => runSafeguarded.execute(operation, challenge), ctx.get(P.QueryCache), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
