import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { ChangePasswordStore } from '../stores/ChangePasswordStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';
import './ChangePasswordSection.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const FIELDS: Array<{ field: Field; label: string; autoComplete: string; hint?: string }> = [
  { field: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 12 characters. A few unrelated words make a strong password.' },
  { field: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** The change-password form; the challenge dialog asks for the SMS code when the bank wants it. */
export const ChangePasswordSection = observer(function ChangePasswordSection({ store }: { store: ChangePasswordStore }) {
  const errors = store.visibleErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form className="change-password" noValidate onSubmit={submit} aria-label="Change password">
      {store.changed ? <Alert tone="success">Your password has been changed. Use your new password next time you log in.</Alert> : null}
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      <p>For your security we&apos;ll text a code to your mobile to confirm it&apos;s you.</p>
      {FIELDS.map(({ field, label, autoComplete, hint }) => (
        <FormField key={field} label={label} hint={hint} error={Boolean(errors[field])} errorMessage={errors[field]}>
          {(control) => (
            <PasswordInput {...control} name={field} autoComplete={autoComplete} value={store[field]}
              onChange={(event) => store.set(field, event.target.value)} />
          )}
        </FormField>
      ))}
      <div className="change-password__actions">
        <Button type="submit" variant="primary" busy={store.submitting}>Change password</Button>
      </div>
    </form>
  );
});
