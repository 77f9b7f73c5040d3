import { useEffect, useRef, type ReactNode } from 'react';
import './FocusTarget.css';

export interface FocusTargetProps {
  /** Each new value (not null) moves focus here: a new notice, a finished step. */
  focusKey: string | number | null;
  children: ReactNode;
  className?: string;
}

/**
 * Where the customer should look next, brought into view and focused: a success message on
 * the page a form returned to would otherwise sit above the fold on a phone, unread, while
 * focus stayed on the body. Focus also makes a screen reader read it.
 */
export function FocusTarget({ focusKey, children, className }: FocusTargetProps) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey === null) return;
    target.current?.scrollIntoView?.({ block: 'center' });
    target.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return <div ref={target} tabIndex={-1} className={['ds-focus-target', className].filter(Boolean).join(' ')}>{children}</div>;
}
