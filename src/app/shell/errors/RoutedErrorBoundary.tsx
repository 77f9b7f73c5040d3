import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RenderErrorFallback } from '../../pages/errors/RenderErrorFallback';
import { RouteErrorPage } from '../../pages/errors/ReloadErrorPage';
import type { PageFailure } from '../../../platform/native/pageFailure';
import { ChunkLoadFailure } from '../../../platform/ui/loading/lazyWithRetry';
import { useService } from '../../../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../../../platform/tokens';
import { ErrorBoundary } from './ErrorBoundary';

/** A route's code that did not arrive: ours after its retries, or webpack's own ChunkLoadError (plain React.lazy). */
const isChunkFailure = (error: unknown) => error instanceof ChunkLoadFailure || (error instanceof Error && error.name === 'ChunkLoadError');

/**
 * The error boundary around the routes. Reset by the location, so navigating anywhere
 * starts afresh after an error (the routes below come back mounted anew, lazy pages and all).
 * Not keyed on the location: that remounted the whole route table on every click, and with it
 * every area's lazy page, so each route switch suspended and waited for React's throttled
 * reveal (the pages themselves still start afresh per location: AreaRoutes keys them).
 * A route whose code failed to load (after its retries) gets the full-page
 * error with a refresh button; any other render error gets the render-error fallback.
 * Both are failures the page cannot recover from by itself: `onUnrecoverable` hears of them
 * (the native app gets the `error` command). A render error is reported to Monitoring with the
 * query key 'render', as the root boundary reports one (a chunk failure was reported already,
 * by lazyWithRetry, as 'chunk'); `onError` replaces that report.
 */
export function RoutedErrorBoundary({ children, onError, onUnrecoverable }: {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  onUnrecoverable?: (failure: PageFailure) => void;
}) {
  const [location] = useLocation();
  const monitoring = useService(PLATFORM_TOKENS.Monitoring);
  const report = onError ?? ((error: unknown) => monitoring.report(error, { queryKey: 'render' }));
  return (
    <ErrorBoundary
      resetKey={location}
      onError={(error, info) => {
        onUnrecoverable?.(isChunkFailure(error) ? 'chunk' : 'render');
        if (!(error instanceof ChunkLoadFailure)) report(error, info);
      }}
      fallback={(error) => (isChunkFailure(error) ? <RouteErrorPage /> : <RenderErrorFallback />)}
    >
      {children}
    </ErrorBoundary>
  );
}
