import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { receiptPath } from '../../../kernel/domain/moneyPaths';
import type { PayStore } from '../stores/PayStore';
import { ReceiptDetails } from './ReceiptDetails';
import { BRAND } from '../../../../contract/rules/brand';

/** A held payment: on hold for the customer's protection, which they can cancel; the bank releases or stops it. */
const PaymentHeld = observer(function PaymentHeld({ store }: { store: PayStore }) {
  const { receipt } = store;
  if (!receipt?.hold) return null;
  const cancelled = receipt.status === 'cancelled';
  return (
    <section className="pay-done" aria-labelledby="held-heading">
      <h2 id="held-heading" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {cancelled ? 'You cancelled this payment' : 'Your payment is on hold for your protection'}
      </h2>
      {cancelled ? (
        <p>{`No money has left your account. The ${formatMoney(receipt.amount)} to ${receipt.to.name} will not be paid.`}</p>
      ) : (
        <>
          <p>{`We're holding ${formatMoney(receipt.amount)} to ${receipt.to.name} for up to 24 hours while we check it. No money has left your account yet.`}</p>
          <p>{`Why: ${receipt.hold.reasons}.`}</p>
          <p>{`If someone asked you to make this payment, it could be a scam: cancel it, or call us on ${BRAND.phone}.`}</p>
        </>
      )}
      <div className="pay-review__actions">
        {cancelled ? null : <Button variant="primary" onClick={() => void store.cancelHeld()}>Cancel this payment</Button>}
        <Button variant="secondary" onClick={store.startAgain}>Make another payment</Button>
      </div>
    </section>
  );
});

/**
 * The confirmation: what was paid (focused, so it is read first), the receipt's facts, and
 * what a customer does next: the receipt, saving someone new as a payee, another payment.
 */
export const PaymentDone = observer(function PaymentDone({ store }: { store: PayStore }) {
  const { receipt, payeeToSave } = store;
  if (!receipt) return null;
  if (receipt.hold) return <PaymentHeld store={store} />;
  return (
    <section className="pay-done" aria-labelledby="done-heading">
      <h2 id="done-heading" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {receipt.status === 'scheduled' ? `Payment of ${formatMoney(receipt.amount)} scheduled` : `You paid ${formatMoney(receipt.amount)} to ${receipt.to.name}`}
      </h2>
      <ReceiptDetails receipt={receipt} />
      {payeeToSave ? (
        <p className="pay-done__save">
          Paying {payeeToSave.name} again? Save them as a payee and next time you only choose them.
        </p>
      ) : null}
      <div className="pay-review__actions">
        <ButtonLink href={receiptPath(receipt.id)}>View receipt</ButtonLink>
        {payeeToSave ? (
          <ButtonLink variant="secondary" href="/online/payees/new" onClick={store.saveAsPayee}>Save as payee</ButtonLink>
        ) : null}
        <Button variant="secondary" onClick={store.startAgain}>Make another payment</Button>
      </div>
    </section>
  );
});
