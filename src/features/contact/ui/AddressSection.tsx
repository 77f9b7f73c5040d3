import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { contactAddressLines } from '../../address/ui';
import type { ContactAddressKind } from '../../../kernel/domain/Contact';
import type { ContactDetailsStore } from '../stores/ContactDetailsStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Tile } from '../../../design-system/Tile';
import { ChangeAddressForm } from './ChangeAddressForm';

const TEXT = {
  residential: { heading: 'Residential address', none: 'We have no residential address for you.' },
  postal: { heading: 'Postal address', none: 'We send your letters to your residential address.' },
} as const;

/** One of the customer's addresses: shown, being changed, or just saved. */
export const AddressSection = observer(function AddressSection({ store, kind }: { store: ContactDetailsStore; kind: ContactAddressKind }) {
  const address = kind === 'residential' ? store.contact?.residentialAddress : store.contact?.postalAddress;
  const headingId = `${kind}-address-heading`;
  const confirmation = useRef<HTMLDivElement>(null);
  const justSaved = store.address.saved === kind;
  const action = address ? 'Change address' : 'Add address';
  // Move focus to the confirmation, so keyboard and screen reader users learn the save worked.
  useEffect(() => { if (justSaved) confirmation.current?.focus(); }, [justSaved]);
  return (
    <Tile className="address-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXT[kind].heading}</h2>
      {justSaved ? (
        <div ref={confirmation} tabIndex={-1} className="address-section__confirmation">
          <Alert tone="success">Your {kind} address has been updated.</Alert>
        </div>
      ) : null}
      {store.address.editing === kind ? <ChangeAddressForm store={store} kind={kind} /> : (
        <div className="address-section__current">
          {address ? (
            <address className="address-section__lines">
              {contactAddressLines(address).map((line) => <span key={line}>{line}</span>)}
            </address>
          ) : <p className="address-section__none">{TEXT[kind].none}</p>}
          {/* Two sections have this button: the name says which, starting with the visible words (WCAG 2.5.3). */}
          <Button onClick={() => store.address.start(kind)} disabled={store.address.editing !== null} aria-label={`${action}: ${kind}`}>{action}</Button>
        </div>
      )}
    </Tile>
  );
});
