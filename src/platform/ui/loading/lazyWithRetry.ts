import { lazy, type ComponentType } from 'react';
import { failedStylesheetPath, raisePreloadError } from './preloadError';
import { retryImport, type RetryOptions } from './retryImport';

/** An import that failed even after its retries; the error boundary shows the reload page for it. */
export class ChunkLoadFailure extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded.', { cause });
    this.name = 'ChunkLoadFailure';
  }
}

type Reporter = (error: unknown) => void;
// Until the Monitoring port is wired in (see configureChunkFailureReporting), failures go to the console.
let reportChunkFailure: Reporter = (error) => console.error(error);

/** Where final chunk failures are reported; the composition root points this at Monitoring. */
export function configureChunkFailureReporting(report: Reporter): void {
  reportChunkFailure = report;
}

export interface LazyWithRetryOptions extends Omit<RetryOptions, 'onFailure'> {
  report?: Reporter;
}

/**
 * Loads a code chunk with the spec's retries (5, at 1, 2, 4, 8, 16 s). A stylesheet failure
 * raises the preload-error event (and becomes 'Unable to preload CSS for {path}' unless a
 * listener handled it). When every attempt failed, the failure is reported and rethrown as
 * a ChunkLoadFailure for the error boundary.
 */
export async function importWithRetry<T>(load: () => Promise<T>, options: LazyWithRetryOptions = {}): Promise<T> {
  try {
    return await retryImport(load, {
      ...options,
      onFailure: (error) => {
        const path = failedStylesheetPath(error);
        if (path) raisePreloadError(path);
      },
    });
  } catch (error) {
    (options.report ?? reportChunkFailure)(error);
    throw new ChunkLoadFailure(error);
  }
}

/** React.lazy with importWithRetry: the drop-in for route chunks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, options?: LazyWithRetryOptions) {
  return lazy(() => importWithRetry(load, options));
}
