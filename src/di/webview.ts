import { Container } from 'inversify';
import { SchemeNativeBridge } from '../adapters/native/SchemeNativeBridge';
import { addressModule } from './address.module';
import { contactModule } from './contact.module';
import { dashboardModule } from './dashboard.module';
import { httpModule } from './http.module';
import { platformModule } from './platform.module';
import { securityModule } from './security.module';
import { sessionModule } from './session.module';
import { shellModule } from './shell.module';
import { routingModule } from './routing.module';

/**
 * The webview's platform: the custom-scheme bridge to the native app, which is also the
 * refresh-token source at start-up (RestoreSession asks it when `isWebview`). Nothing else
 * differs from the browser.
 */
export const webviewPlatformModule = platformModule((clock) => new SchemeNativeBridge(clock));

/** Composition root for the native app's webview: the same feature modules as the browser. */
export function createWebviewContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(webviewPlatformModule, httpModule(origin), sessionModule, routingModule, securityModule, dashboardModule, shellModule, addressModule, contactModule);
  return container;
}

/** The native app identifies itself in the user agent (spec section 9). */
export function isNativeWebview(userAgent = navigator.userAgent): boolean {
  return /native-app \((ios|droid)\)/.test(userAgent);
}
