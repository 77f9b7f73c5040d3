import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Each page the customer goes to opens at its top, as a fresh page load would: an SPA keeps the
 * window's scroll, so the card tapped 1,100 px down the dashboard opened its account page mid-list
 * and a receipt opened part-way down. Back and forward leave the scroll to the browser (it
 * restores where the customer was); an address with a #fragment goes to its anchor instead.
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
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
