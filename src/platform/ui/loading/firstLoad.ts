import { FIRST_LOAD_ATTRIBUTE, FIRST_LOAD_EVENT, PAGE_LOADER_FADE_MS } from './loadingTimings';

/**
 * Announces that the first screen is ready: an attribute on <html> (so a test or a synthetic
 * monitor can wait for it), a window event, and the static loader page of index.html fading
 * out and leaving the document.
 */
export function signalFirstLoadComplete(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(FIRST_LOAD_ATTRIBUTE)) return;
  root.setAttribute(FIRST_LOAD_ATTRIBUTE, 'true');
  doc.defaultView?.dispatchEvent(new Event(FIRST_LOAD_EVENT));
  const pageLoader = doc.getElementById('page-loader');
  if (pageLoader) {
    pageLoader.classList.add('page-loader--leaving');
    setTimeout(() => pageLoader.remove(), PAGE_LOADER_FADE_MS);
  }
}

/**
 * Calls `fn` once the first screen is ready: at once when it already is, else when the
 * signal comes. Returns a function that stops waiting.
 */
export function whenFirstLoadComplete(fn: () => void, doc: Document = document): () => void {
  if (doc.documentElement.hasAttribute(FIRST_LOAD_ATTRIBUTE)) {
    fn();
    return () => undefined;
  }
  const view = doc.defaultView;
  const once = () => fn();
  view?.addEventListener(FIRST_LOAD_EVENT, once, { once: true });
  return () => view?.removeEventListener(FIRST_LOAD_EVENT, once);
}
