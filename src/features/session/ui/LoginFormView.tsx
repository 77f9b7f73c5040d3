import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LoginStore } from '../stores/LoginStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { TextInput } from '../../../design-system/TextInput';
import { LAST_ATTEMPT_WARNING, LOGIN_MESSAGES } from '../core/domain/LoginFailure';
import './LoginFormView.css';

const RESET_WORDS = 'reset your password';

/** The locked-out message with its last words a link to password reset, which also unlocks. */
function LockedMessage() {
  const [before, after] = LOGIN_MESSAGES.locked.split(RESET_WORDS);
  return <>{before}<Link href="/apply/password-reset">{RESET_WORDS}</Link>{after}</>;
}

export interface LoginFormViewProps {
  store: LoginStore;
  /** Called after a successful login. */
  onLoggedIn(): void;
  /** Shown as a Cancel button unless login is required. */
  onCancel?: () => void;
  /** Puts the cursor in the customer number field on arrival (the login page; a dialog focuses its first field itself). */
  focusOnArrival?: boolean;
}

/** The customer number + password form, shared by the /login page and the login dialog. */
export const LoginFormView = observer(function LoginFormView({ store, onLoggedIn, onCancel, focusOnArrival = false }: LoginFormViewProps) {
  const errors = store.visibleErrors;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnArrival) form.current?.querySelector<HTMLInputElement>('input[name="customerNumber"]')?.focus();
  }, [focusOnArrival]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) onLoggedIn();
  };
  const withPasskey = async () => {
    if (await store.submitPasskey()) onLoggedIn();
  };
  return (
    <form ref={form} className="login-form" noValidate onSubmit={submit} aria-label="Log in to internet banking">
      {store.failureMessage ? (
        <Alert tone="error">
          {store.failure?.reason === 'locked' ? <LockedMessage /> : store.failureMessage}
          {store.failure?.lastAttempt ? <> <strong>{LAST_ATTEMPT_WARNING}</strong></> : null}
        </Alert>
      ) : null}
      <FormField label="Customer number" error={Boolean(errors.customerNumber)} errorMessage={errors.customerNumber}>
        {(control) => (
          <TextInput
            {...control}
            name="customerNumber"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            autoComplete="username"
            value={store.customerNumber}
            onChange={(event) => store.setCustomerNumber(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password" error={Boolean(errors.password)} errorMessage={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={store.password}
            onChange={(event) => store.setPassword(event.target.value)}
          />
        )}
      </FormField>
      <p className="login-form__forgot"><Link href="/apply/password-reset">Forgot your password?</Link></p>
      <div className="login-form__actions">
        {onCancel ? <Button variant="secondary" onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" variant="primary" busy={store.submitting}>Login</Button>
      </div>
      {store.passkeyOffered ? (
        <div className="login-form__passkey">
          <Button variant="secondary" onClick={() => void withPasskey()} disabled={store.submitting}>Log in with a passkey</Button>
        </div>
      ) : null}
    </form>
  );
});
