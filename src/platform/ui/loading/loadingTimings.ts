/** Spec section 9: the loading overlay waits this long before it appears (unless immediate). */
export const LOADING_OVERLAY_DELAY_MS = 100;
/** Spec section 9: the first load is complete once no loading control has registered for this long. */
export const FIRST_LOAD_CHECK_DELAY_MS = 100;
/** Spec section 9: the static loader page fades out over this long, then leaves the document. */
export const PAGE_LOADER_FADE_MS = 250;
/** The window event and <html> attribute that announce the first load (for tests and monitoring). */
export const FIRST_LOAD_EVENT = 'first-load-complete';
export const FIRST_LOAD_ATTRIBUTE = 'data-first-load-complete';
