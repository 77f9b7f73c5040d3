/** The loading overlay waits this long before it appears (unless immediate). */
export const LOADING_OVERLAY_DELAY_MS = 100;
/** The first load is complete once no loading control has registered for this long. */
export const FIRST_LOAD_CHECK_DELAY_MS = 100;
/** The static loader page fades out over this long, then leaves the document. */
export const PAGE_LOADER_FADE_MS = 250;
/** The window event and <html> attribute that announce the first load (for tests and monitoring). */
export const FIRST_LOAD_EVENT = 'first-load-complete';
export const FIRST_LOAD_ATTRIBUTE = 'data-first-load-complete';
/**
 * What waits for the first screen (the toasts' region, the debug panel) also waits for the
 * page's heading, at most this long after the first-load signal: a page that shows its heading
 * after its data (the dashboard, Pay) keeps the network for its own chunks and data first.
 */
export const AFTER_FIRST_SCREEN_MAX_WAIT_MS = 3000;
