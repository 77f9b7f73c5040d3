import type { Page } from '@playwright/test';
import type { RecordedCommand } from './nativeHost';

/**
 * Plays the native app inside the page itself (an init script), for journeys that need one
 * clock for page and app (page.clock fakes each frame's timers on its own): records every
 * kowhaibank:// frame the page adds and answers the token request with `refreshToken`
 * (null: no answer).
 */
export async function installNativeApp(page: Page, answer: { customerNumber: string; refreshToken: string } | null): Promise<void> {
  await page.addInitScript((token) => {
    const commands: Array<{ command: string; payload: Record<string, string>; at: number }> = [];
    (window as unknown as { nativeAppCommands: typeof commands }).nativeAppCommands = commands;
    const seen = (node: Node) => {
      const src = node instanceof HTMLIFrameElement ? node.getAttribute('src') : null;
      if (!src?.startsWith('kowhaibank://')) return;
      const url = new URL(src);
      const payload = Object.fromEntries(url.searchParams);
      commands.push({ command: url.hostname, payload, at: Date.now() });
      if (url.hostname === 'ready' && payload.request === 'token' && token) {
        window.postMessage({ type: 'kowhaibank:token', v: 1, ...token }, window.location.origin);
      }
    };
    new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(seen))).observe(document, { childList: true, subtree: true });
  }, answer);
}

/** What the page has sent the native app so far. */
export function sentToApp(page: Page): Promise<RecordedCommand[]> {
  return page.evaluate(() => (window as unknown as { nativeAppCommands: RecordedCommand[] }).nativeAppCommands);
}
