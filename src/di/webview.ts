import { Container, ContainerModule } from 'inversify';
import { CookieBrowserIdentity } from '../adapters/browser/CookieBrowserIdentity';
import { WindowClock } from '../adapters/browser/WindowClock';
import { addressModule } from './address.module';
import { contactModule } from './contact.module';
import { dashboardModule } from './dashboard.module';
import { httpModule } from './http.module';
import { sessionModule } from './session.module';
import { shellModule } from './shell.module';
import { TOKENS } from './tokens';

/**
 * Composition root for the native app's webview. The feature modules are the same as the
 * browser's; only platform adapters differ. Until the native bridge lands (spec section 9),
 * the webview uses the browser's platform adapters.
 */
export const webviewPlatformModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(new WindowClock());
  bind(TOKENS.BrowserIdentity).toConstantValue(new CookieBrowserIdentity());
});

export function createWebviewContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(webviewPlatformModule, httpModule(origin), sessionModule, dashboardModule, shellModule, addressModule, contactModule);
  return container;
}

/** The native app identifies itself in the user agent (spec section 9). */
export function isNativeWebview(userAgent = navigator.userAgent): boolean {
  return /native-app \((ios|droid)\)/.test(userAgent);
}
