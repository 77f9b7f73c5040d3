import { PAGE_ERROR_CODE } from '../../../contract/native';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';

/** An error the page cannot recover from by itself: its code did not arrive, or it failed to render. */
export type PageFailure = 'chunk' | 'render';

// Fixed words, never the error's own message: the native app's logs must not carry page data.
const FAILURES: Record<PageFailure, { code: number; message: string }> = {
  chunk: { code: PAGE_ERROR_CODE.chunkLoadFailed, message: 'The page could not load its code.' },
  render: { code: PAGE_ERROR_CODE.renderFailed, message: 'The page failed to display.' },
};

/** Tells the native app (the `error` command) that the page is broken; a browser's twin ignores it. */
export function sendPageFailure(bridge: NativeBridge, failure: PageFailure): void {
  bridge.send('error', FAILURES[failure]);
}
