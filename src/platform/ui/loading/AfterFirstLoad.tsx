import { useEffect, useState, type ReactNode } from 'react';
import { whenFirstLoadComplete } from './firstLoad';

/**
 * Renders its children only once the first screen is ready, so what they import (react-toastify,
 * the debug panel) is fetched after the page is interactive, never before it.
 */
export function AfterFirstLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenFirstLoadComplete(() => setReady(true)), []);
  return ready ? children : null;
}
