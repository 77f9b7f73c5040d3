import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND } from '../../../../contract/rules/brand';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/rules/PasswordPolicy';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField } from '../../../design-system/FormField';
import { PasswordInput } from '../../../design-system/PasswordInput';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import type { PasswordResetStore, ResetField } from '../stores/PasswordResetStore';
import { PASSWORD_RESET_TOKENS } from '../tokens';
import './PasswordResetPage.css';

/**
 * /apply/password-reset: customer number and date of birth, then the code texted to the
 * customer's mobile and a new password under the one policy. A reset also unlocks a customer
 * locked out by wrong passwords.
 */
export const PasswordResetPage = observer(function PasswordResetPage() {
  const store = useService(PASSWORD_RESET_TOKENS.PasswordResetStore);
  // Counts the failed submits: each moves focus to the error summary.
  const [failures, setFailures] = useState(0);
  const submit = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    await action();
    if (store.summary.length > 0) setFailures((count) => count + 1);
  };
  const tel = `tel:${BRAND.phone.replace(/\s/g, '')}`;
  return (
    <Wrapper narrow>
      <Tile className="password-reset">
        <h1>Reset your password</h1>
        {store.step === 'done' ? (
          <div role="status">
            <h2>Your password has been reset</h2>
            <p>You can now log in with your new password. Any other devices you were logged in on have been logged out.</p>
            <p><Link href="/login">Log in</Link></p>
          </div>
        ) : store.step === 'details' ? (
          <form noValidate onSubmit={(e) => { void submit(store.sendCode)(e); }} aria-label="Your details">
            <ErrorSummary errors={store.summary} focusKey={failures} />
            <p>Forgotten your password, or locked out after too many attempts? We&apos;ll text a code to the mobile number we have for you.</p>
            <Field store={store} name="customerNumber" label="Customer number">
              {(control) => <TextInput {...control} name="customerNumber" inputMode="numeric" autoComplete="username" value={store.customerNumber}
                onChange={(e) => store.set('customerNumber', e.target.value)} />}
            </Field>
            <Field store={store} name="dateOfBirth" label="Date of birth" hint="For example, 17/01/1960">
              {(control) => <TextInput {...control} name="dateOfBirth" autoComplete="bday" value={store.dateOfBirth}
                onChange={(e) => store.set('dateOfBirth', e.target.value)} />}
            </Field>
            <div className="password-reset__actions">
              <Button type="submit" variant="primary" size="responsive" busy={store.busy}>Send code</Button>
            </div>
          </form>
        ) : (
          <form noValidate onSubmit={(e) => { void submit(store.resetPassword)(e); }} aria-label="Choose a new password">
            <ErrorSummary errors={store.summary} focusKey={failures} />
            <p>If those details match our records, we have sent a 6-digit code to your mobile phone. It is good for 5 minutes.</p>
            <Field store={store} name="code" label="Code from your text message">
              {(control) => <TextInput {...control} name="code" inputMode="numeric" autoComplete="one-time-code" value={store.code}
                onChange={(e) => store.set('code', e.target.value)} />}
            </Field>
            <Field store={store} name="newPassword" label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you'll remember work well.`}>
              {(control) => <PasswordInput {...control} name="newPassword" autoComplete="new-password" value={store.newPassword}
                onChange={(e) => store.set('newPassword', e.target.value)} />}
            </Field>
            <Field store={store} name="confirmPassword" label="Confirm new password">
              {(control) => <PasswordInput {...control} name="confirmPassword" autoComplete="new-password" value={store.confirmPassword}
                onChange={(e) => store.set('confirmPassword', e.target.value)} />}
            </Field>
            <div className="password-reset__actions">
              <Button type="submit" variant="primary" size="responsive" busy={store.busy}>Reset password</Button>
              <Button variant="secondary" size="responsive" onClick={store.startAgain}>Send a new code</Button>
            </div>
          </form>
        )}
        <p className="password-reset__help">No mobile number with us, or no text arriving? Call us on <a href={tel}>{BRAND.phone}</a> (or {BRAND.phoneOverseas} from overseas).</p>
        <p><Link href="/login">Back to log in</Link></p>
      </Tile>
    </Wrapper>
  );
});

type ControlProps = Parameters<Parameters<typeof FormField>[0]['children']>[0];

const Field = observer(function Field({ store, name, label, hint, children }: {
  store: PasswordResetStore; name: ResetField; label: string; hint?: string; children: (control: ControlProps) => ReactNode;
}) {
  const error = store.visibleErrors[name];
  return (
    <FormField name={name} label={label} hint={hint} error={Boolean(error)} errorMessage={error}>
      {(control) => <>{children(control)}</>}
    </FormField>
  );
});
