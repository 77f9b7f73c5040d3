import { observer } from 'mobx-react-lite';
import { useId, type ReactElement, type ReactNode } from 'react';
import { fieldAnchor } from './focusField';
import './FormField.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: string;
  /** The field's name in its form: the wrapper gets the anchor an ErrorSummary links to. */
  name?: string;
  /** An optional field's label gets the suffix ' (optional)'. */
  optional?: boolean;
  hint?: ReactNode;
  /** The error shows only when both the flag and a message are set. */
  error?: boolean;
  errorMessage?: string | null;
  children: (control: FieldControlProps) => ReactElement;
}

/**
 * Label, hint and error around one control, with the ids and ARIA wiring done once.
 * An observer because its render prop runs in this component's render: the store values
 * the control reads must be tracked here, or typing would not re-render the field.
 */
export const FormField = observer(function FormField({ label, name, optional = false, hint, error = false, errorMessage, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showError = Boolean(error && errorMessage);
  const describedBy = [hint ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div id={name ? fieldAnchor(name) : undefined} className={`ds-field${showError ? ' ds-field--invalid' : ''}`}>
      <label className="ds-field__label" htmlFor={id}>
        {label}{optional ? ' (optional)' : ''}
      </label>
      {hint ? <div id={hintId} className="ds-field__hint">{hint}</div> : null}
      {children({ id, 'aria-invalid': showError || undefined, 'aria-describedby': describedBy, 'aria-required': optional ? undefined : true })}
      {showError ? <div id={errorId} className="ds-field__error">{errorMessage}</div> : null}
    </div>
  );
});
