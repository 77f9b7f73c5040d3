import { useEffect, useState, type ReactNode } from 'react';
import { whenFirstLoadComplete } from './firstLoad';

// How long the browser may keep the deferred pieces waiting for an idle moment.
const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children only once the first screen is ready and the browser is next idle, so
 * what they import (react-toastify, the debug panel) is fetched after the page is interactive,
 * never competing with it.
 */
export function AfterFirstLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const stopWaiting = whenFirstLoadComplete(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setReady(true), 0);
        cancelIdle = () => window.clearTimeout(handle);
      }
    });
    return () => { stopWaiting(); cancelIdle(); };
  }, []);
  return ready ? children : null;
}
