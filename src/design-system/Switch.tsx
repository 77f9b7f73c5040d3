import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Switch.css';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * An on/off setting that takes effect at once: a native checkbox with role switch, so it
 * keeps the browser's keyboard and form behaviour and is announced as on/off.
 */
export function Switch({ label, hint, className, id, ...rest }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['ds-switch', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ds-switch__label">{label}</label>
      <input id={inputId} type="checkbox" role="switch" className="ds-switch__input" aria-describedby={hintId} {...rest} />
      {hint ? <div id={hintId} className="ds-switch__hint">{hint}</div> : null}
    </div>
  );
}
