import type { ReactNode } from 'react';
import { RenderErrorFallback } from '../../pages/errors/RenderErrorFallback';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The last line: a render error outside every route's boundary (the header, the shell, a
 * widget) shows the spec's render-error fallback instead of a blank page. It needs no container,
 * so it works even when the failure was in the composition itself.
 */
export function RootErrorBoundary({ children, onError }: { children: ReactNode; onError?: (error: unknown) => void }) {
  return (
    <ErrorBoundary
      onError={onError ? (error) => onError(error) : undefined}
      fallback={() => <RenderErrorFallback />}
    >
      {children}
    </ErrorBoundary>
  );
}
