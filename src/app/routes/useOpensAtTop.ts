import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long a page may take to show its heading (its chunk and first data) for focus to still move to it. */
const HEADING_WAIT_MS = 3_000;

/**
 * Each page the customer goes to opens at its top, as a fresh page load would: an SPA keeps the
 * window's scroll, so the card tapped 1,100 px down the dashboard opened its account page mid-list
 * and a receipt opened part-way down. Focus moves to the new page's heading, so a screen reader
 * announces the page that opened and the next Tab starts at its top. Back and forward leave the
 * scroll and focus to the browser (it restores where the customer was); an address with a
 * #fragment goes to its anchor instead.
 */
export function useOpensAtTop(location: string): void {
  const wentBack = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    const onPop = () => { wentBack.current = true; };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useLayoutEffect(() => {
    // The first page is where the browser put it (a reload keeps its place).
    if (first.current) { first.current = false; return; }
    if (wentBack.current) { wentBack.current = false; return; }
    if (window.location.hash) return;
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [location]);
}

/**
 * Focuses the main landmark's first heading once it is shown (a lazy page draws it after its
 * chunk and data), unless focus is already inside the page: the customer has started typing, or
 * the page put focus where it belongs itself. Never steals focus afterwards. Returns the stop.
 */
function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const settled = (): boolean => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== main && main.contains(active)) return true;
    const heading = main.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (settled()) return () => {};
  const observer = new MutationObserver(() => { if (settled()) stop(); });
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
