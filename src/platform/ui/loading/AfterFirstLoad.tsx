import { useEffect, useState, type ReactNode } from 'react';
import { whenFirstLoadComplete } from './firstLoad';
import { AFTER_FIRST_SCREEN_MAX_WAIT_MS } from './loadingTimings';

/**
 * Calls `fn` once the page shows a heading (`h1`), or after `maxWaitMs` if none comes.
 * Returns a function that stops waiting.
 */
export function whenHeadingShown(fn: () => void, doc: Document = document, maxWaitMs = AFTER_FIRST_SCREEN_MAX_WAIT_MS): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    fn();
  };
  const observer = new MutationObserver(() => { if (doc.querySelector('h1')) finish(); });
  const timer = setTimeout(finish, maxWaitMs);
  if (doc.querySelector('h1')) finish();
  else observer.observe(doc.body, { subtree: true, childList: true });
  return () => { done = true; observer.disconnect(); clearTimeout(timer); };
}

/**
 * Renders its children only once the first screen is ready and shows its heading, so what they
 * import (react-toastify, the debug panel) is fetched after the page is interactive, never
 * before it. (A toast asked for earlier waits in react-toastify's queue until its region mounts.)
 * `fallback` holds the place meanwhile (a skeleton).
 */
export function AfterFirstLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stopHeading: (() => void) | null = null;
    const stopSignal = whenFirstLoadComplete(() => { stopHeading = whenHeadingShown(() => setReady(true)); });
    return () => { stopSignal(); stopHeading?.(); };
  }, []);
  return ready ? children : fallback;
}
