import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { RunSafeguarded } from '../escalation/core/use-cases/RunSafeguarded';
import { ChallengeStore } from '../escalation/stores/ChallengeStore';
import { ApprovePaymentRequest, DeclinePaymentRequest } from './core/use-cases/DecidePaymentRequest';
import { EftposStore } from './stores/EftposStore';
import { EFTPOS_TOKENS } from './tokens';

/** Online EFTPOS's use-cases and store, against the EftposService port; approvals go through the SMS safeguard. */
export const eftposModule = new ContainerModule(({ bind }) => {
  bind(EFTPOS_TOKENS.EftposChallenge).toDynamicValue(() => new ChallengeStore()).inSingletonScope();
  bind(EFTPOS_TOKENS.EftposStore).toDynamicValue((ctx) => {
    const service = ctx.get(EFTPOS_TOKENS.EftposService);
    const runSafeguarded = new RunSafeguarded(ctx.get(TOKENS.TokenService));
    const challenge = ctx.get(EFTPOS_TOKENS.EftposChallenge);
    return new EftposStore(service, new ApprovePaymentRequest(service), new DeclinePaymentRequest(service),
      (operation) => runSafeguarded.execute(operation, challenge), ctx.get(TOKENS.QueryCache), ctx.get(TOKENS.HandleApiError));
  }).inSingletonScope();
});
