import type { InputHTMLAttributes } from 'react';
import './FormField.css';

/** A text input styled for the design system; use inside FormField, which supplies the id and ARIA. */
export function TextInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" className={['ds-input', className].filter(Boolean).join(' ')} {...rest} />;
}
