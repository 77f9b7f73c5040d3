import DOMPurify from 'dompurify';
import { resolveContentLink } from './contentLinks';

/** Marks the anchors RichContent routes in-app. */
export const ROUTE_ATTRIBUTE = 'data-route';

/**
 * Server HTML made safe to render: sanitised by DOMPurify (scripts, handlers and javascript:
 * URLs removed; target kept so new-tab links work), then every link rewritten by the
 * content-link rules. Links opening a new tab get rel="noopener noreferrer".
 */
export function prepareContent(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ADD_ATTR: ['target'] });
  for (const anchor of fragment.querySelectorAll('a')) {
    anchor.removeAttribute(ROUTE_ATTRIBUTE);
    const href = anchor.getAttribute('href');
    if (href !== null) {
      const link = resolveContentLink(href);
      anchor.setAttribute('href', link.href);
      if (link.kind === 'route') anchor.setAttribute(ROUTE_ATTRIBUTE, '');
    }
    if (anchor.getAttribute('target') === '_blank') anchor.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}
