import type { ReactNode } from 'react';
import './Wrapper.css';

/** Centres content at the site's reading width with responsive gutters. */
export function Wrapper({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={`ds-wrapper${narrow ? ' ds-wrapper--narrow' : ''}`}>{children}</div>;
}
