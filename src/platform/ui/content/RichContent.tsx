import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { prepareContent, ROUTE_ATTRIBUTE } from './prepareContent';
import './RichContent.css';

/**
 * Renders HTML from the server (sanitised) with the spec's link handling. In-app links
 * navigate without a page load; a modified click (Ctrl, Cmd, Shift, Alt, middle button)
 * or a new-tab link is left to the browser, so "open in new tab" still works.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const [, navigate] = useLocation();
  const safeHtml = useMemo(() => prepareContent(html), [html]);

  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor) || !anchor.hasAttribute(ROUTE_ATTRIBUTE)) return;
    const target = anchor.getAttribute('target');
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(anchor.getAttribute('href') ?? '/');
  };

  return (
    <div
      className={['rich-content', className].filter(Boolean).join(' ')}
      onClick={followInApp}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
