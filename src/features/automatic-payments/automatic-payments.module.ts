import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { DASHBOARD_TOKENS } from '../dashboard';
import { ESCALATION_TOKENS } from '../escalation';
import { LoadAutomaticPayments } from './core/use-cases/LoadAutomaticPayments';
import { ChangeSchedule } from './core/use-cases/ChangeSchedule';
import { SaveAutomaticPayment } from './core/use-cases/SaveAutomaticPayment';
import { AutomaticPaymentsStore } from './stores/AutomaticPaymentsStore';
import { AutomaticPaymentFormStore } from './stores/AutomaticPaymentFormStore';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from './tokens';

/** Automatic payments: the list per account (accounts from the dashboard's CustomerService), skip, cancel, the form. */
export const automaticPaymentsModule = new ContainerModule(({ bind }) => {
  bind(T.AutomaticPaymentsStore).toDynamicValue((ctx) => {
    const service = ctx.get(T.AutomaticPaymentService);
    return new AutomaticPaymentsStore(
      new LoadAutomaticPayments(service, ctx.get(DASHBOARD_TOKENS.CustomerService)), new ChangeSchedule(service), ctx.get(P.HandleApiError),
    );
  }).inSingletonScope();
  bind(T.AutomaticPaymentFormStore).toDynamicValue((ctx) => {
    const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
    const save = new SaveAutomaticPayment(ctx.get(T.AutomaticPaymentService), (operation) => runSafeguarded.execute(operation, challenge));
    return new AutomaticPaymentFormStore(save, ctx.get(T.AutomaticPaymentsStore), ctx.get(P.Clock), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
