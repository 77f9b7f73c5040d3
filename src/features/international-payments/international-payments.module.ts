import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { GetQuote } from './core/use-cases/GetQuote';
import { LoadSendOverseas } from './core/use-cases/LoadSendOverseas';
import { SendOverseas } from './core/use-cases/SendOverseas';
import { SendOverseasStore } from './stores/SendOverseasStore';
import { INTERNATIONAL_PAYMENTS_TOKENS as I } from './tokens';

/** Sending money overseas: use-cases against the port, the payment under the SMS safeguard. A new store per page visit. */
export const internationalPaymentsModule = new ContainerModule(({ bind }) => {
  bind(I.SendOverseasStore).toDynamicValue((ctx) => {
    const service = ctx.get(I.InternationalPaymentService);
    const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
    return new SendOverseasStore(new LoadSendOverseas(service), new GetQuote(service), new SendOverseas(service, ctx.get(P.QueryCache)),
      (operation) => runSafeguarded.execute(operation, challenge), () => crypto.randomUUID(), ctx.get(P.HandleApiError));
  });
});
