import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { FREQUENCY_LABELS } from '../../../../contract/rules/PaymentSchedule';
import type { AutomaticPayment } from '../core/domain/AutomaticPayment';
import type { AutomaticPaymentsStore } from '../stores/AutomaticPaymentsStore';
import { Button } from '../../../design-system/Button';

/** One automatic payment: to whom, how much and how often, when next, and what can be done with it. */
export const PaymentRow = observer(function PaymentRow({ payment, store, onEdit }: {
  payment: AutomaticPayment; store: AutomaticPaymentsStore; onEdit: () => void;
}) {
  const busy = store.busyId === payment.id;
  return (
    <li className="automatic-payment">
      <div className="automatic-payment__what">
        <h3 className="automatic-payment__payee">{payment.payeeName}</h3>
        <p className="automatic-payment__to">{payment.toAccountNumber}{payment.reference ? ` · ${payment.reference}` : ''}</p>
      </div>
      <div className="automatic-payment__amount">
        <span className="automatic-payment__money">{formatMoney(payment.amount)}</span>
        <span className="automatic-payment__frequency">{FREQUENCY_LABELS[payment.frequency]}</span>
      </div>
      <p className="automatic-payment__next">Next payment <strong>{formatCalendarDate(payment.nextDate, 'weekday')}</strong></p>
      <div className="automatic-payment__actions">
        <Button size="small" busy={busy} disabled={store.busyId !== null} onClick={() => void store.skipNext(payment)} aria-label={`Skip next payment to ${payment.payeeName}`}>Skip next</Button>
        <Button size="small" variant="secondary" onClick={onEdit} aria-label={`Edit payment to ${payment.payeeName}`}>Edit</Button>
        <Button size="small" variant="link" onClick={() => store.askToCancel(payment)} aria-label={`Cancel payment to ${payment.payeeName}`}>Cancel</Button>
      </div>
    </li>
  );
});
