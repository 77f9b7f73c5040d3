import { useCallback, useEffect } from 'react';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';
import { sendPageFailure, type PageFailure } from '../../platform/native/pageFailure';
import { whenFirstLoadComplete } from '../../platform/ui/loading/firstLoad';
import { useService } from '../../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../../platform/tokens';

/** Bridges that have said `ready`: one per page load, however often the app remounts. */
const announced = new WeakSet<NativeBridge>();

/**
 * The shell's side of the native protocol: `ready` once the GlobalLoader signals the first
 * load complete (once per page load), and `error` for a failure the page cannot recover
 * from (the returned callback, for the route error boundary). A browser's twin ignores both.
 */
export function useNativeHandshake(): (failure: PageFailure) => void {
  const bridge = useService(PLATFORM_TOKENS.NativeBridge);
  useEffect(() => whenFirstLoadComplete(() => {
    if (announced.has(bridge)) return;
    announced.add(bridge);
    bridge.send('ready');
  }), [bridge]);
  return useCallback((failure: PageFailure) => sendPageFailure(bridge, failure), [bridge]);
}
