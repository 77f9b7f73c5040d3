import { Container } from 'inversify';
import { SchemeNativeBridge } from '../platform/native/SchemeNativeBridge';
import { featureModules } from './featureModules';
import { platformModule } from '../platform/platform.module';

/**
 * The webview's platform: the custom-scheme bridge to the native app, which is also the
 * refresh-token source at start-up (RestoreSession asks it when `isWebview`). Nothing else
 * differs from the browser.
 */
export const webviewPlatformModule = platformModule((clock) => new SchemeNativeBridge(clock));

/** Composition root for the native app's webview: the same feature modules as the browser. */
export function createWebviewContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(webviewPlatformModule, ...featureModules(origin));
  return container;
}

/** The native app identifies itself in the user agent (spec section 9). */
export function isNativeWebview(userAgent = navigator.userAgent): boolean {
  return /native-app \((ios|droid)\)/.test(userAgent);
}
