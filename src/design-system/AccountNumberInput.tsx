import type { FocusEvent, InputHTMLAttributes } from 'react';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';
import { TextInput } from './TextInput';

export interface AccountNumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * An NZ bank account number field: the numeric keypad (a pattern that still lets dashes and
 * spaces be pasted in), and, once the customer leaves it, the number they typed however they
 * grouped it (16 digits in a row, spaces) shown with its dashes, as their statement prints it.
 */
export function AccountNumberInput({ value, onChange, onBlur, ...rest }: AccountNumberInputProps) {
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    if (isValidNzBankAccountNumber(value)) {
      const formatted = formatNzBankAccountNumber(value);
      if (formatted && formatted !== value) onChange(formatted);
    }
    onBlur?.(event);
  };
  return (
    <TextInput inputMode="numeric" pattern="[0-9 \-]*" autoComplete="off" spellCheck={false} maxLength={24}
      {...rest} value={value} onChange={(event) => onChange(event.target.value)} onBlur={tidy} />
  );
}
