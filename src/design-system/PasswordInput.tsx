import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import './PasswordInput.css';

/**
 * A password input with a show/hide toggle and the spec's 'Caps-lock is on' warning,
 * detected from the key events the customer types (no permission needed).
 */
export function PasswordInput({ onKeyDown, onKeyUp, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const track = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  const warningId = rest.id ? `${rest.id}-caps` : undefined;
  const describedBy = [rest['aria-describedby'], capsLock ? warningId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ds-password">
      <div className="ds-password__row">
        <input
          {...rest}
          type={shown ? 'text' : 'password'}
          className="ds-input ds-password__input"
          aria-describedby={describedBy}
          onKeyDown={(event) => { track(event); onKeyDown?.(event); }}
          onKeyUp={(event) => { track(event); onKeyUp?.(event); }}
        />
        <button type="button" className="ds-password__toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}<span className="visually-hidden"> password</span>
        </button>
      </div>
      {capsLock ? <div id={warningId} className="ds-password__caps" role="status">Caps-lock is on</div> : null}
    </div>
  );
}
