import type { Container } from 'inversify';
import { SchemeNativeBridge } from '../platform/native/SchemeNativeBridge';
import { platformAdapters } from '../platform/platform.module';
import { appAdapters } from './app.adapters';
import { composeApp } from './composeApp';

/**
 * Composition root for the native app's webview: the custom-scheme bridge to the native app,
 * which is also the refresh-token source at start-up, and no passkeys (the native app offers
 * the SMS code only). Nothing else differs from the browser.
 */
export function createWebviewContainer(origin = window.location.origin): Container {
  return composeApp(platformAdapters({ nativeBridge: ({ clock, monitoring }) => new SchemeNativeBridge(clock, monitoring), origin, passkeys: 'none' }), appAdapters);
}

// The choice of root lives apart (selectsWebview.ts) so main.tsx decides without loading this root.
export { isNativeWebview, selectsWebview } from './selectsWebview';
