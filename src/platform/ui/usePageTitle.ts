import { useEffect } from 'react';
import { BRAND } from '../../../contract/rules/brand';

/** Creates or finds the page's robots meta tag. */
function robotsMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Page titles carry the bank name as a suffix, and pages are noindex unless
 * explicitly allowed (`indexable`).
 */
export function usePageTitle(title: string, options: { indexable?: boolean } = {}): void {
  const indexable = options.indexable === true;
  useEffect(() => {
    document.title = `${title} | ${BRAND.product}`;
    robotsMeta().content = indexable ? 'index, follow' : 'noindex';
  }, [title, indexable]);
}
