import type { ReactNode } from 'react';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** A message in the page flow. Errors and warnings are announced at once (role alert). */
export function Alert({ tone = 'info', title, children }: { tone?: AlertTone; title?: string; children?: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`ds-alert ds-alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      {title ? <p className="ds-alert__title">{title}</p> : null}
      {children ? <div className="ds-alert__body">{children}</div> : null}
    </div>
  );
}
