import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatIban } from '../../../../contract/rules/Iban';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { sendOverseasPath } from '../../international-payments';
import { FocusTarget } from '../../../design-system/FocusTarget';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { PAYEES_TOKENS } from '../tokens';
import { InternationalPayeeForm } from './InternationalPayeeForm';
import { RestrictedAlert } from './RestrictedAlert';
import { countryName } from './countries';
import './PayeesPage.css';

/** /international-payees: payees overseas, and adding one. */
const InternationalPayeesPage = observer(function InternationalPayeesPage() {
  const store = useService(PAYEES_TOKENS.InternationalPayeesStore);
  const payees = useService(PAYEES_TOKENS.PayeesStore);
  useEffect(() => { void store.load(); void payees.load(); }, [store, payees]);
  const canEdit = payees.state === 'loaded' && !payees.editingRestricted;
  return (
    <Wrapper>
      <div className="payees__header">
        <h1>International payees</h1>
        {canEdit && !store.adding ? <Button variant="primary" onClick={store.startAdding}>Add an international payee</Button> : null}
      </div>
      {payees.editingRestricted ? <RestrictedAlert /> : null}
      {/* The form closes above the list: the news of what happened is where the customer looks next. */}
      <FocusTarget focusKey={store.notice}>{store.notice ? <Alert tone="success">{store.notice}</Alert> : null}</FocusTarget>
      {store.failure && !store.adding ? <Alert tone="error">{store.failure}</Alert> : null}
      {store.adding && canEdit ? (
        <div className="payees__form-column">
          <Tile aria-labelledby="add-international-heading">
            <h2 id="add-international-heading">Add an international payee</h2>
            <InternationalPayeeForm store={store} />
          </Tile>
        </div>
      ) : null}
      {store.state === 'loading' || store.state === 'idle' ? <Loader label="Loading your international payees" /> : null}
      {store.state === 'failed' ? <Alert tone="error">Sorry, we could not load your international payees. Please try again later.</Alert> : null}
      {store.state === 'loaded' && store.payees.length === 0 ? <p className="payees__none">You have no international payees yet.</p> : null}
      {store.payees.length > 0 ? (
        <ul className="payees__list" aria-label="Your international payees">
          {store.payees.map((payee) => (
            <li key={payee.id} className="payee-card">
              <div>
                <h2 className="payee-card__name">{payee.name}</h2>
                <p className="payee-card__number">{payee.iban ? formatIban(payee.iban) : `${payee.accountNumber} · ${payee.bankCode}`}</p>
                <dl className="payee-card__details">
                  <div><dt>Country</dt><dd>{countryName(payee.country)}</dd></div>
                  <div><dt>SWIFT/BIC</dt><dd>{payee.swiftBic}</dd></div>
                  <div><dt>Currency</dt><dd>{payee.currency}</dd></div>
                </dl>
              </div>
              <div className="payee-card__actions">
                <ButtonLink href={sendOverseasPath(payee.id)} size="small" aria-label={`Send money to ${payee.name}`}>Send money</ButtonLink>
                {canEdit ? <Button size="small" variant="link" onClick={() => void store.remove(payee)} aria-label={`Delete ${payee.name}`}>Delete</Button> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Wrapper>
  );
});

export default InternationalPayeesPage;
