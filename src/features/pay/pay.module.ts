import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { CancelScheduledPayment } from './core/use-cases/CancelScheduledPayment';
import { CancelHeldPayment } from './core/use-cases/CancelHeldPayment';
import { LoadPayOptions } from './core/use-cases/LoadPayOptions';
import { LoadReceipt } from './core/use-cases/LoadReceipt';
import { MakePayment } from './core/use-cases/MakePayment';
import { PayStore } from './stores/PayStore';
import { ReceiptStore } from './stores/ReceiptStore';
import { PAY_TOKENS as T } from './tokens';
import { ESCALATION_TOKENS as E } from '../escalation';
import { PAYEES_TOKENS } from '../payees';
import { SESSION_TOKENS } from '../session';

/** Paying: the form and its steps, scheduled payments, receipts. A new store per page visit: a form never outlives its page. */
export const payModule = new ContainerModule(({ bind }) => {
  bind(T.PayStore).toDynamicValue((ctx) => {
    const payments = ctx.get(T.PaymentService);
    const cache = ctx.get(P.QueryCache);
    return new PayStore({
      load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache), cancelHeld: new CancelHeldPayment(payments, cache),
      safeguarded: ctx.get(E.RunSafeguarded), challenge: ctx.get(E.ChallengeStore),
      check: ctx.get(PAYEES_TOKENS.PayeeCheck), features: ctx.get(SESSION_TOKENS.FeatureStore),
      drafts: ctx.get(PAYEES_TOKENS.PayeeDrafts),
    }, ctx.get(P.Clock), () => crypto.randomUUID());
  });
  bind(T.ReceiptStore).toDynamicValue((ctx) => new ReceiptStore(new LoadReceipt(ctx.get(T.PaymentService), ctx.get(P.QueryCache))));
});
