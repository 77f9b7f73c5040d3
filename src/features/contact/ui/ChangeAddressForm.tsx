import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { ContactDetailsStore } from '../stores/ContactDetailsStore';
import { AddressFinder } from '../../address/ui';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';

/** The change-address form: finder or manual fields, then Save or Cancel. */
export const ChangeAddressForm = observer(function ChangeAddressForm({ store, kind }: { store: ContactDetailsStore; kind: 'residential' | 'postal' }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.address.save();
  };
  return (
    <form className="change-address" noValidate onSubmit={submit} aria-label={`Change ${kind} address`}>
      <AddressFinder form={store.address.form} legend={`New ${kind} address`} legendHidden />
      <FormField label="Current password" hint="Changing an address needs your password too"
        error={Boolean(store.address.passwordError)} errorMessage={store.address.passwordError ?? undefined}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" value={store.address.password}
            onChange={(e) => store.address.setPassword(e.currentTarget.value)} />
        )}
      </FormField>
      {store.address.saveError ? <Alert tone="error">{store.address.saveError}</Alert> : null}
      <div className="change-address__actions">
        <Button type="submit" variant="primary" busy={store.address.saving} size="responsive">Save address</Button>
        <Button variant="secondary" onClick={store.address.cancel} size="responsive">Cancel</Button>
      </div>
    </form>
  );
});
