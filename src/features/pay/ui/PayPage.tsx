import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { useLeaveWarning } from '../../../platform/ui/useLeaveWarning';
import { useNativeJourney } from '../../../platform/ui/useNativeJourney';
import { PAY_TOKENS } from '../tokens';
import { PaymentFormView } from './PaymentFormView';
import { PaymentReview } from './PaymentReview';
import { moneyChoices } from '../../../kernel/domain/moneyPaths';
import { ScheduledPayments } from './ScheduledPayments';
import './PayPage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

// The confirmation is the last step: its code (receipt rows, "Save as payee") loads while the
// customer reads the review, so the form's first screen does not carry it (scripts/size.ts).
const loadPaymentDone = () => import('./PaymentDone').then((m) => ({ default: m.PaymentDone }));
const PaymentDone = lazy(loadPaymentDone);

/**
 * /online/pay — pay someone now or on a later date: form, review, confirmation with the receipt.
 * `?payee=<id>` (a payee's Pay button) and `?from=<account id>` arrive with that choice made.
 */
const PayPage = observer(function PayPage() {
  const fresh = useService(PAY_TOKENS.PayStore);
  const [store] = useState(fresh);
  const search = useSearch();
  const [choice] = useState(() => moneyChoices(search));
  useEffect(() => { void store.load(choice); }, [store, choice]);
  // A finished payment is a finished journey: the native app hears `complete` (a browser carries on).
  const journey = useNativeJourney();
  const doneId = store.step === 'done' ? store.receipt?.id ?? null : null;
  useEffect(() => { if (doneId) journey.complete('payment', doneId); }, [doneId, journey]);
  // A payment half typed is not lost to a closed tab without the browser asking first.
  useLeaveWarning(store.unsavedInput);
  // The step on screen follows the store's a step behind (useDeferredValue): "Review payment"
  // paints its busy state at once, and the form's twenty controls give way to the review in an
  // interruptible render after that paint. Swapped inside the click, the two held the next
  // paint for 120–200 ms at 4× CPU slowdown (docs/benchmarks.md).
  const step = useDeferredValue(store.step);
  useEffect(() => { if (step === 'review') void loadPaymentDone(); }, [step]);

  if (store.state === 'loading') return <Wrapper><Loader /></Wrapper>;
  if (store.state === 'failed') {
    return <Wrapper><Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your accounts. Please try again.</Alert></Wrapper>;
  }
  if (store.accounts.length === 0) {
    return (
      <Wrapper>
        <section className="pay-empty">
          <h1>You have no eligible accounts to make payments from</h1>
          <ButtonLink href="/apply/open-a/account/selection">Open an account</ButtonLink>
        </section>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <h1 className="pay-title">Pay</h1>
      <div className="pay-layout">
        <div className="pay-main">
          {step === 'form' ? <PaymentFormView store={store} busy={store.step !== 'form'} /> : null}
          {step === 'review' ? <PaymentReview store={store} /> : null}
          {step === 'done' ? <Suspense fallback={<Loader />}><PaymentDone store={store} /></Suspense> : null}
        </div>
        <ScheduledPayments store={store} />
      </div>
    </Wrapper>
  );
});

export default PayPage;
