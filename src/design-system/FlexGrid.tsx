import type { CSSProperties, ReactNode } from 'react';
import './FlexGrid.css';

export interface FlexGridProps {
  children: ReactNode;
  /** Columns on a phone, from 40 rem and from 64 rem. Defaults 1, 2, 3. */
  columns?: { base?: number; medium?: number; large?: number };
  gap?: 'small' | 'medium' | 'large';
  as?: 'div' | 'ul';
  className?: string;
}

/** Equal-width cells that reflow by screen width; a list when the cells are a list. */
export function FlexGrid({ children, columns = {}, gap = 'medium', as: Tag = 'div', className }: FlexGridProps) {
  const style = {
    '--fg-base': columns.base ?? 1,
    '--fg-medium': columns.medium ?? 2,
    '--fg-large': columns.large ?? 3,
  } as CSSProperties;
  return <Tag className={['ds-flex-grid', `ds-flex-grid--${gap}`, className].filter(Boolean).join(' ')} style={style}>{children}</Tag>;
}
