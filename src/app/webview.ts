import type { Container } from 'inversify';
import { classifyHost } from '../kernel/domain/DebugSettings';
import { SchemeNativeBridge } from '../platform/native/SchemeNativeBridge';
import { platformAdapters } from '../platform/platform.module';
import { appAdapters } from './app.adapters';
import { composeApp } from './composeApp';

/**
 * Composition root for the native app's webview: the custom-scheme bridge to the native app,
 * which is also the refresh-token source at start-up. Nothing else differs from the browser.
 */
export function createWebviewContainer(origin = window.location.origin): Container {
  return composeApp(platformAdapters({ nativeBridge: ({ clock, monitoring }) => new SchemeNativeBridge(clock, monitoring), origin }), appAdapters);
}

/** The native app identifies itself in the user agent (spec section 9). */
export function isNativeWebview(userAgent = navigator.userAgent): boolean {
  return /native-app \((ios|droid)\)/.test(userAgent);
}

/**
 * Which root serves this page. Production decides by the user agent only; on local, test and
 * UAT hosts (where the debug panel shows) `?native-app=ios|droid` also selects the webview,
 * so the native-host simulator can frame the webview build in a desktop browser.
 */
export function selectsWebview(location: { search: string; hostname: string } = window.location, userAgent = navigator.userAgent): boolean {
  if (isNativeWebview(userAgent)) return true;
  if (classifyHost(location.hostname) === 'none') return false;
  const asked = new URLSearchParams(location.search).get('native-app');
  return asked === 'ios' || asked === 'droid';
}
