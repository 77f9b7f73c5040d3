import type { ReactNode } from 'react';
import { DebugPanel } from './debug/DebugPanel';
import { AfterFirstLoad } from '../../platform/ui/loading/AfterFirstLoad';
import { GlobalLoader } from '../../platform/ui/loading/GlobalLoader';
import { Toasts } from './toasts/Toasts';

/** The app-wide pieces around every page: the global loader, the toasts and (off production) the debug panel. */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <GlobalLoader>
      {children}
      {/* Neither is needed before the first screen works: their chunks come after it. */}
      <AfterFirstLoad>
        <Toasts />
        <DebugPanel />
      </AfterFirstLoad>
    </GlobalLoader>
  );
}
