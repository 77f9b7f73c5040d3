import { useLayoutEffect } from 'react';
import { PLATFORM_TOKENS } from '../tokens';
import { useService } from './ServiceProvider';

/**
 * While `active` (the customer has typed something not yet sent), closing or reloading the tab
 * asks the browser's own "Leave site? Changes you made may not be saved." first. The debug
 * panel's "Hide browser prompts" switch turns it off for testers (read when the tab is left,
 * so the switch counts at once). A layout effect: it is armed in the same task as the keystroke
 * that made the form dirty, so a tab closed straight after typing (or on a slow phone, before a
 * passive effect ran) still asks.
 */
export function useLeaveWarning(active: boolean): void {
  const debug = useService(PLATFORM_TOKENS.DebugOptions);
  useLayoutEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (debug.read().stopPrompts) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, debug]);
}
