import type { ReactNode } from 'react';
import './ButtonGroup.css';

export interface ButtonGroupProps {
  children: ReactNode;
  /** Where the buttons sit on a wide screen; on a phone they stack full width, main action first. */
  align?: 'start' | 'end' | 'between';
  /** Names the group for assistive technology when the buttons need context. */
  label?: string;
}

/** A row of related buttons with consistent spacing. */
export function ButtonGroup({ children, align = 'start', label }: ButtonGroupProps) {
  return (
    <div className={`ds-button-group ds-button-group--${align}`} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
