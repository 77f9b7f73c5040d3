import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NOT_A_REAL_DATE, parseTypedDate } from '../../contract/rules/TypedDate';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import './DateField.css';

export interface DateFieldProps {
  label: string;
  /** What the customer typed, kept as typed. */
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  /** A date shown in the hint, typed as the customer would: '05/04/1981'. */
  example?: string;
  /** The form's own message (required, out of range); wins over the field's "not a real date". */
  error?: string | null;
  autoComplete?: string;
}

/**
 * The one date field: typed day first, 'DD/MM/YYYY', with the numeric keypad on a phone (the
 * browser's date picker orders by the device's locale, mm/dd/yyyy on many). Leaving it with
 * something that is not a real date marks it invalid at once; the form checks again on submit.
 */
export const DateField = observer(function DateField({ label, value, onChange, optional, example, error, autoComplete = 'off' }: DateFieldProps) {
  const [left, setLeft] = useState(false);
  const unreal = left && value.trim() !== '' && parseTypedDate(value) === null ? NOT_A_REAL_DATE : null;
  const message = error ?? unreal;
  return (
    <FormField label={label} optional={optional} hint={example ? `DD/MM/YYYY, e.g. ${example}` : 'DD/MM/YYYY'} error={Boolean(message)} errorMessage={message}>
      {(control) => (
        <TextInput {...control} className="ds-date-input" inputMode="numeric" autoComplete={autoComplete} maxLength={14} value={value}
          onChange={(event) => { setLeft(false); onChange(event.target.value); }} onBlur={() => setLeft(true)} />
      )}
    </FormField>
  );
});
