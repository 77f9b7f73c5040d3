/** The window event raised when a stylesheet cannot be loaded; call preventDefault() to handle it. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

/** The message for a stylesheet that failed to load. */
export const cssPreloadMessage = (path: string) => `Unable to preload CSS for ${path}`;

export interface PreloadErrorEvent extends Event { readonly payload: Error }

/**
 * Raises the preload-error event for a stylesheet; if no listener handled it
 * (preventDefault), throws the error so the failure is not silently lost.
 * Returns the error when a listener handled it.
 */
export function raisePreloadError(path: string, target: EventTarget = window): Error {
  const error = new Error(cssPreloadMessage(path));
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error });
  target.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return error;
}

/**
 * The stylesheet path of a webpack CSS chunk failure (mini-css-extract-plugin rejects with
 * code CSS_CHUNK_LOAD_FAILED and the href in `request`), or null for any other error.
 */
export function failedStylesheetPath(error: unknown): string | null {
  const candidate = error as { code?: unknown; request?: unknown } | null;
  if (!candidate || candidate.code !== 'CSS_CHUNK_LOAD_FAILED' || typeof candidate.request !== 'string') return null;
  try { return new URL(candidate.request, 'http://localhost').pathname; } catch { return candidate.request; }
}
