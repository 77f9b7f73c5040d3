import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A native checkbox with its label beside it; the whole row is the target. */
export function Checkbox({ label, hint, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['ds-check', className].filter(Boolean).join(' ')}>
      <input id={inputId} type="checkbox" className="ds-check__input" aria-describedby={hintId} {...rest} />
      <label htmlFor={inputId} className="ds-check__label">{label}</label>
      {hint ? <div id={hintId} className="ds-check__hint">{hint}</div> : null}
    </div>
  );
}
