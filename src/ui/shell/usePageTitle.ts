import { useEffect } from 'react';
import { BRAND } from '../../core/domain/brand';

/** Page titles carry the bank name as a suffix (spec section 2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${BRAND.product}`;
  }, [title]);
}
