import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { PHONE_TYPES, type PhoneType } from '../core/domain/ContactChange';
import type { ContactMethodForm } from '../stores/ContactMethodForm';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { PasswordInput } from '../../../design-system/PasswordInput';

const LABELS = {
  phone: { value: 'Phone number', hint: 'For example 021 555 0101 or 09 123 4567', save: 'Add phone number' },
  mobile: { value: 'Mobile number', hint: 'For example 021 555 0101', save: 'Add mobile number' },
  email: { value: 'Email address', hint: 'For example name@example.co.nz', save: 'Save email address' },
} as const;

/**
 * The add-phone or change-email form: the number or address, then (for a mobile or email)
 * the code we sent to it. `chooseType` shows the phone type (settings); the setup page asks
 * for a mobile only. `actions` are extra buttons beside the main one (Cancel).
 */
export const ContactMethodFields = observer(function ContactMethodFields(
  { form, onSubmit, chooseType = false, actions }: { form: ContactMethodForm; onSubmit: () => void; chooseType?: boolean; actions?: ReactNode },
) {
  const labels = form.kind === 'email' ? LABELS.email : form.type === 'Mobile' ? LABELS.mobile : LABELS.phone;
  const submit = (event: FormEvent) => { event.preventDefault(); onSubmit(); };
  const main = form.needsCode && !form.sent ? 'Send code' : labels.save;
  return (
    <form className="contact-method-form" onSubmit={submit} noValidate aria-label={labels.save}>
      {chooseType ? (
        <FormField label="Phone type">
          {(control) => (
            <select {...control} className="ds-input" value={form.type} onChange={(e) => form.setType(e.currentTarget.value as PhoneType)}>
              {PHONE_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={labels.value} hint={labels.hint} error={Boolean(form.problems.number ?? form.problems.email)}
        errorMessage={form.problems.number ?? form.problems.email}>
        {(control) => (
          <TextInput {...control} type={form.kind === 'email' ? 'email' : 'tel'} autoComplete={form.kind === 'email' ? 'email' : 'tel'}
            inputMode={form.kind === 'email' ? 'email' : 'tel'} value={form.value} onChange={(e) => form.setValue(e.currentTarget.value)} />
        )}
      </FormField>
      {form.sent ? (
        <>
          <p className="contact-method-form__sent" role="status">We sent a code to {form.sent.sentTo}.</p>
          <FormField label="Confirmation code" hint="6 digits" error={Boolean(form.problems.code)} errorMessage={form.problems.code}>
            {(control) => (
              <TextInput {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
                value={form.code} onChange={(e) => form.setCode(e.currentTarget.value)} />
            )}
          </FormField>
          {form.needsPassword ? (
            <FormField label="Current password" hint={form.kind === 'email' ? 'Changing your email address needs your password too' : 'Adding a mobile number needs your password too'}
              error={Boolean(form.problems.password)} errorMessage={form.problems.password}>
              {(control) => (
                <PasswordInput {...control} autoComplete="current-password" value={form.password} onChange={(e) => form.setPassword(e.currentTarget.value)} />
              )}
            </FormField>
          ) : null}
        </>
      ) : null}
      {form.error ? <Alert tone="error">{form.error}</Alert> : null}
      <div className="contact-method-form__actions">
        <Button type="submit" variant="primary" disabled={form.busy}>{main}</Button>
        {form.sent ? <Button type="button" onClick={() => void form.sendCode()} disabled={form.busy}>Send a new code</Button> : null}
        {actions}
      </div>
    </form>
  );
});
