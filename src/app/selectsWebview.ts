import { classifyHost } from '../kernel/domain/DebugSettings';

/** The native app identifies itself in the user agent. */
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
