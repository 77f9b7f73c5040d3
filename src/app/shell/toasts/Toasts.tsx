import { Suspense, useMemo, type ComponentType } from 'react';
import { lazyWithRetry, type LazyWithRetryOptions } from '../../../platform/ui/loading/lazyWithRetry';
import { ErrorBoundary } from '../errors/ErrorBoundary';

type ToastRegionChunk = () => Promise<{ default: ComponentType }>;

// react-toastify arrives in its own chunk, after the login form: nothing toasts before that.
const loadToastRegion: ToastRegionChunk = () => import(/* webpackChunkName: "toasts" */ './ToastRegion');
const ToastRegion = lazyWithRetry(loadToastRegion);

/**
 * Where toasts appear: mount once at the top of the app. The chunk is retried like every
 * chunk; if it still fails (reported), the page goes on without toasts.
 */
export function Toasts() {
  return <ToastsFrame Region={ToastRegion} />;
}

/** The same with a chosen chunk and retry pacing (tests). */
export function ToastsWith({ load, retryDelayMs, report }: { load: ToastRegionChunk; retryDelayMs: number; report?: LazyWithRetryOptions['report'] }) {
  const Region = useMemo(() => lazyWithRetry(load, { sleep: (ms) => new Promise((resolve) => { setTimeout(resolve, ms * retryDelayMs); }), report }), [load, retryDelayMs, report]);
  return <ToastsFrame Region={Region} />;
}

function ToastsFrame({ Region }: { Region: ComponentType }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}><Region /></Suspense>
    </ErrorBoundary>
  );
}
