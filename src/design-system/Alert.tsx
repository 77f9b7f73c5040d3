import type { ReactNode } from 'react';
import { Icon } from './Icon';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Given, the alert has a close button that calls it (see DismissableAlert for the lasting kind). */
  onDismiss?: () => void;
}

const ICONS = { info: 'info', success: 'success', warning: 'warning', error: 'error' } as const;
const ICON_COLOURS = { info: 'blue', success: 'green', warning: 'orange', error: 'error' } as const;

/** A message in the page flow. Errors and warnings are announced at once (role alert). */
export function Alert({ tone = 'info', title, children, onDismiss }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`ds-alert ds-alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} colour={ICON_COLOURS[tone]} className="ds-alert__icon" />
      <div className="ds-alert__content">
        {title ? <p className="ds-alert__title">{title}</p> : null}
        {children ? <div className="ds-alert__body">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="ds-alert__dismiss" onClick={onDismiss} aria-label={title ? `Dismiss: ${title}` : 'Dismiss'}>
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </div>
  );
}
