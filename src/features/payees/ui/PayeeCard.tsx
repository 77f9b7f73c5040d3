import type { Payee } from '../core/domain/Payee';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { payPath } from '../../../kernel/domain/moneyPaths';

const DETAILS: Array<[keyof Payee, string]> = [['particulars', 'Particulars'], ['code', 'Code'], ['reference', 'Reference']];

/**
 * One saved payee: name, account number, the default statement details, and its actions.
 * `canPay`: the Pay page is open to the customer (its flag is on); without it there is no Pay button.
 */
export function PayeeCard({ payee, canEdit, canPay, onDelete }: { payee: Payee; canEdit: boolean; canPay: boolean; onDelete: () => void }) {
  const details = DETAILS.filter(([key]) => payee[key]);
  return (
    <li className="payee-card">
      <div className="payee-card__main">
        <h2 className="payee-card__name">{payee.name}</h2>
        <p className="payee-card__number"><AccountNumber value={payee.accountNumber} /></p>
        {details.length > 0 ? (
          <dl className="payee-card__details">
            {details.map(([key, label]) => (
              <div key={key}><dt>{label}</dt><dd>{payee[key]}</dd></div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="payee-card__actions">
        {/* The accessible names start with the visible words and say which payee (WCAG 2.5.3). */}
        {canPay ? <ButtonLink size="small" href={payPath({ payeeId: payee.id })} aria-label={`Pay ${payee.name}`}>Pay</ButtonLink> : null}
        {canEdit ? (
          <>
            <ButtonLink variant="secondary" size="small" href={`/online/payees/${payee.id}/edit`} aria-label={`Edit ${payee.name}`}>Edit</ButtonLink>
            <Button size="small" variant="link" onClick={onDelete} aria-label={`Delete ${payee.name}`}>Delete</Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
