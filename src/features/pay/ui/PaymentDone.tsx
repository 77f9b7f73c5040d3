import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { receiptPath } from '../../../kernel/domain/moneyPaths';
import type { PayStore } from '../stores/PayStore';
import { ReceiptDetails } from './ReceiptDetails';

/**
 * The confirmation: what was paid (focused, so it is read first), the receipt's facts, and
 * what a customer does next: the receipt, saving someone new as a payee, another payment.
 */
export const PaymentDone = observer(function PaymentDone({ store }: { store: PayStore }) {
  const { receipt, payeeToSave } = store;
  if (!receipt) return null;
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
