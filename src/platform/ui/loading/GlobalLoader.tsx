import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { signalFirstLoadComplete } from './firstLoad';
import { LoadingContext, type LoadingRegistry } from './LoadingContext';
import { FIRST_LOAD_CHECK_DELAY_MS, LOADING_OVERLAY_DELAY_MS } from './loadingTimings';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * Owns app-wide loading: counts the registered loading controls, shows the overlay 100 ms
 * after loading starts (at once for an immediate control, so quick loads never flash it),
 * hides it the moment the last control leaves, and signals the first load once no control
 * has been registered for 100 ms.
 */
export function GlobalLoader({ children, onFirstLoadComplete = signalFirstLoadComplete }: { children: ReactNode; onFirstLoadComplete?: () => void }) {
  const controls = useRef(new Map<symbol, boolean>());
  const [state, setState] = useState({ count: 0, immediate: false });
  const [overlayDue, setOverlayDue] = useState(false);
  const firstLoadDone = useRef(false);

  const registry = useMemo<LoadingRegistry>(() => {
    const publish = () => setState({ count: controls.current.size, immediate: [...controls.current.values()].some(Boolean) });
    return {
      register: ({ immediate }) => {
        const key = Symbol('loading-control');
        controls.current.set(key, immediate);
        publish();
        return () => { controls.current.delete(key); publish(); };
      },
    };
  }, []);

  const loading = state.count > 0;
  useEffect(() => {
    if (!loading) { setOverlayDue(false); return undefined; }
    if (state.immediate) { setOverlayDue(true); return undefined; }
    const timer = setTimeout(() => setOverlayDue(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, state.immediate]);

  useEffect(() => {
    if (firstLoadDone.current || state.count > 0) return undefined;
    const timer = setTimeout(() => { firstLoadDone.current = true; onFirstLoadComplete(); }, FIRST_LOAD_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.count, onFirstLoadComplete]);

  return (
    <LoadingContext.Provider value={registry}>
      {children}
      {loading && overlayDue ? <LoadingOverlay /> : null}
    </LoadingContext.Provider>
  );
}
