import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ESCALATION_TOKENS as E } from '../escalation';
import { SESSION_TOKENS } from '../session';
import { LoadPayees } from './core/use-cases/LoadPayees';
import { DeletePayee } from './core/use-cases/DeletePayee';
import { SavePayee } from './core/use-cases/SavePayee';
import { ConfirmPayee } from './core/use-cases/ConfirmPayee';
import { ManageInternationalPayees } from './core/use-cases/ManageInternationalPayees';
import { ManageDirectDebits } from './core/use-cases/ManageDirectDebits';
import { PayeesStore } from './stores/PayeesStore';
import { PayeeFormStore } from './stores/PayeeFormStore';
import { InternationalPayeesStore } from './stores/InternationalPayeesStore';
import { DirectDebitsStore } from './stores/DirectDebitsStore';
import { PayeeDrafts } from './stores/PayeeDrafts';
import { PayeeCheck } from './stores/PayeeCheck';
import { PAYEES_TOKENS as T } from './tokens';

/** Payees, international payees and direct debits: use-cases over the ports, and their view models. */
export const payeesModule = new ContainerModule(({ bind }) => {
  bind(T.PayeesStore).toDynamicValue((ctx) => {
    const service = ctx.get(T.PayeeService);
    return new PayeesStore(new LoadPayees(service), new DeletePayee(service), ctx.get(P.HandleApiError));
  }).inSingletonScope();
  bind(T.PayeeDrafts).toDynamicValue(() => new PayeeDrafts()).inSingletonScope();
  // Transient on purpose: each form that asks gets its own check (its answer and tick box).
  bind(T.PayeeCheck).toDynamicValue((ctx) => new PayeeCheck(new ConfirmPayee(ctx.get(T.PayeeService)))).inTransientScope();
  bind(T.PayeeFormStore).toDynamicValue((ctx) => {
    const service = ctx.get(T.PayeeService);
    return new PayeeFormStore({
      save: new SavePayee(service), confirm: new ConfirmPayee(service), safeguarded: ctx.get(E.RunSafeguarded),
      challenge: ctx.get(E.ChallengeStore), features: ctx.get(SESSION_TOKENS.FeatureStore), payees: ctx.get(T.PayeesStore),
      navigator: ctx.get(P.Navigator), apiErrors: ctx.get(P.HandleApiError), drafts: ctx.get(T.PayeeDrafts),
    });
  }).inSingletonScope();
  bind(T.InternationalPayeesStore).toDynamicValue((ctx) => new InternationalPayeesStore(
    new ManageInternationalPayees(ctx.get(T.InternationalPayeeService)), ctx.get(E.RunSafeguarded), ctx.get(E.ChallengeStore),
    ctx.get(P.HandleApiError),
  )).inSingletonScope();
  bind(T.DirectDebitsStore).toDynamicValue((ctx) => new DirectDebitsStore(
    new ManageDirectDebits(ctx.get(T.DirectDebitService)), ctx.get(P.HandleApiError),
  )).inSingletonScope();
});
