import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { TextInput } from '../../../design-system/TextInput';
import { PASSKEY_NAME_MAX } from '../core/domain/Passkey';
import { PASSKEY_MESSAGES, type PasskeysStore } from '../stores/PasskeysStore';

/**
 * Security's passkeys: each by name and the date it was added, with "Remove" (a dialog asks for
 * the current password, then the step-up); and "Add a passkey" (a name and the current
 * password; then the SMS step-up and the device's own prompt).
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
                  {passkey.approvesFrom ? (
                    <span className="passkeys__when">
                      Can approve payments and changes from <time dateTime={passkey.approvesFrom}>{formatAucklandDateTime(Date.parse(passkey.approvesFrom))}</time>
                    </span>
                  ) : null}
                  <Button className="passkeys__remove" variant="secondary" size="small" onClick={() => store.askRemove(passkey)} disabled={store.busy || store.removeBusy}
                    aria-label={`Remove passkey ${passkey.name}`}>Remove</Button>
                </li>
              ))}
            </ul>
          )}
      {store.removing ? <RemovePasskeyDialog store={store} name={store.removing.name} /> : null}
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

/** "Remove this passkey?": which one, and the current password (a passkey is a factor). */
const RemovePasskeyDialog = observer(function RemovePasskeyDialog({ store, name }: { store: PasskeysStore; name: string }) {
  const error = store.removePasswordError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.confirmRemove();
  };
  return (
    <Dialog
      open={store.removalDialogOpen} title="Remove this passkey?" onDismiss={store.cancelRemove}
      actions={<>
        <Button type="submit" form="remove-passkey-form" variant="danger" busy={store.removeBusy}>Remove passkey</Button>
        <Button type="button" variant="secondary" onClick={store.cancelRemove} disabled={store.removeBusy}>Cancel</Button>
      </>}
    >
      <form id="remove-passkey-form" noValidate onSubmit={submit}>
        <p>You will no longer be able to log in or approve payments with the passkey “{name}”.</p>
        <FormField label="Your password" hint="Removing a passkey needs your password too." error={Boolean(error)} errorMessage={error ?? undefined}>
          {(control) => (
            <PasswordInput {...control} name="removePasskeyCurrentPassword" autoComplete="current-password" value={store.removePassword}
              onChange={(event) => store.setRemovePassword(event.target.value)} />
          )}
        </FormField>
      </form>
    </Dialog>
  );
});
