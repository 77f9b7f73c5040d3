import type { ReactNode } from 'react';
import './Tile.css';

/** A card on the page canvas. */
export function Tile({ children, as: Tag = 'section', className, ...rest }: { children: ReactNode; as?: 'section' | 'div' | 'li' | 'article'; className?: string; 'aria-labelledby'?: string }) {
  return <Tag className={['ds-tile', className].filter(Boolean).join(' ')} {...rest}>{children}</Tag>;
}
