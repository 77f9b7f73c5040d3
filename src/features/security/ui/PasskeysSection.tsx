import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { TextInput } from '../../../design-system/TextInput';
import { PASSKEY_NAME_MAX } from '../core/domain/Passkey';
import { PASSKEY_MESSAGES, type PasskeysStore } from '../stores/PasskeysStore';

/**
 * Security's passkeys: each by name and the date it was added, with "Remove"; and "Add a
 * passkey" (a name and the current password; then the SMS step-up and the device's own prompt).
 */
export const PasskeysSection = observer(function PasskeysSection({ store }: { store: PasskeysStore }) {
  useEffect(() => { void store.load(); }, [store]);
  const errors = store.visibleErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.add();
  };
  return (
    <div className="passkeys">
      <p>Log in and approve payments with your fingerprint, face or device PIN instead of a password or text message code.</p>
      {store.notice ? <Alert tone={store.notice.tone}>{store.notice.text}</Alert> : null}
      {store.passkeys === null
        ? (store.loadFailed ? <Alert tone="error">{PASSKEY_MESSAGES.loadFailed}</Alert> : <Loader />)
        : store.passkeys.length === 0
          ? <p className="passkeys__none">{PASSKEY_MESSAGES.none}</p>
          : (
            <ul className="passkeys__list" aria-label="Your passkeys">
              {store.passkeys.map((passkey) => (
                <li key={passkey.id} className="passkeys__item">
                  <span className="passkeys__name">{passkey.name}</span>
                  <span className="passkeys__when">Added <time dateTime={passkey.createdAt}>{formatAucklandDateTime(Date.parse(passkey.createdAt))}</time></span>
                  <Button className="passkeys__remove" variant="secondary" size="small" onClick={() => void store.remove(passkey)} disabled={store.busy}
                    aria-label={`Remove passkey ${passkey.name}`}>Remove</Button>
                </li>
              ))}
            </ul>
          )}
      {store.supported ? (
        <form className="passkeys__add" noValidate onSubmit={submit} aria-label="Add a passkey">
          <h3>Add a passkey</h3>
          <FormField label="Passkey name" hint="So you can tell your passkeys apart, e.g. My phone." error={Boolean(errors.name)} errorMessage={errors.name}>
            {(control) => (
              <TextInput {...control} name="passkeyName" maxLength={PASSKEY_NAME_MAX} autoComplete="off" value={store.name}
                onChange={(event) => store.set('name', event.target.value)} />
            )}
          </FormField>
          <FormField label="Your password" hint="The password you log in with." error={Boolean(errors.currentPassword)} errorMessage={errors.currentPassword}>
            {(control) => (
              <PasswordInput {...control} name="passkeyCurrentPassword" autoComplete="current-password" value={store.currentPassword}
                onChange={(event) => store.set('currentPassword', event.target.value)} />
            )}
          </FormField>
          <div className="passkeys__actions">
            <Button type="submit" variant="primary" busy={store.busy}>Add a passkey</Button>
          </div>
        </form>
      ) : <p>{PASSKEY_MESSAGES.unsupported}</p>}
    </div>
  );
});
