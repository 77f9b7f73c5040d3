import { observer } from 'mobx-react-lite';
import type { ContactDetailsStore } from '../stores/ContactDetailsStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { Tile } from '../../../design-system/Tile';
import { ContactMethodFields } from './ContactMethodFields';

const SAVED = {
  phone: 'Your phone number has been added.',
  'phone-removed': 'Your phone number has been removed.',
  email: 'Your email address has been updated.',
} as const;

/** Email and phones as the bank holds them, with the add-phone and change-email forms and each phone's Remove. */
export const ContactMethods = observer(function ContactMethods({ store }: { store: ContactDetailsStore }) {
  const contact = store.contact;
  if (!contact) return null;
  const form = store.methods.form;
  const cancel = <Button type="button" variant="secondary" onClick={store.methods.cancel}>Cancel</Button>;
  return (
    <Tile className="contact-methods" aria-labelledby="contact-methods-heading">
      <h2 id="contact-methods-heading">Email and phone</h2>
      {store.methods.saved ? <Alert tone="success">{SAVED[store.methods.saved]}</Alert> : null}
      {store.removal.error ? <Alert tone="error">{store.removal.error}</Alert> : null}
      <dl className="contact-list">
        <div className="contact-list__row">
          <dt>Email</dt>
          <dd className="contact-list__email">{contact.email ?? 'No email address'}</dd>
        </div>
        {contact.phones.length === 0 ? (
          <div className="contact-list__row"><dt>Phone</dt><dd>No phone number</dd></div>
        ) : contact.phones.map((phone) => (
          <div className="contact-list__row" key={`${phone.type}-${phone.number}`}>
            <dt>{phone.type}</dt>
            <dd className="contact-list__number">
              <span>{phone.number}</span>
              <Button type="button" variant="secondary" size="small" className="contact-list__remove" aria-label={`Remove ${phone.number}`}
                busy={store.removal.busy} onClick={() => store.removal.ask(phone)}>Remove</Button>
            </dd>
          </div>
        ))}
      </dl>
      <Dialog
        open={store.removal.phone !== null} title="Remove phone number" onDismiss={store.removal.cancel}
        actions={<>
          <Button variant="danger" onClick={() => void store.removal.confirm()}>Remove phone number</Button>
          <Button variant="secondary" onClick={store.removal.cancel}>Cancel</Button>
        </>}
      >
        <p>{store.removal.phone ? `${store.removal.phone.number} (${store.removal.phone.type}) will be removed from your contact details.` : null}</p>
        {store.removal.needsPassword ? (
          <FormField label="Current password" hint="Removing a mobile number needs your password too"
            error={Boolean(store.removal.passwordError)} errorMessage={store.removal.passwordError ?? undefined}>
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" value={store.removal.password}
                onChange={(e) => store.removal.setPassword(e.currentTarget.value)} />
            )}
          </FormField>
        ) : null}
      </Dialog>
      {form ? (
        <ContactMethodFields form={form} chooseType={form.kind === 'phone'} onSubmit={() => void store.methods.save()} actions={cancel} />
      ) : (
        <div className="contact-methods__actions">
          <Button onClick={() => store.methods.start('phone')}>Add a phone number</Button>
          <Button onClick={() => store.methods.start('email')}>{contact.email ? 'Change email' : 'Add email'}</Button>
        </div>
      )}
    </Tile>
  );
});
