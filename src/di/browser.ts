import { Container } from 'inversify';
import { BrowserNativeBridge } from '../adapters/native/BrowserNativeBridge';
import { addressModule } from './address.module';
import { contactModule } from './contact.module';
import { dashboardModule } from './dashboard.module';
import { httpModule } from './http.module';
import { platformModule } from './platform.module';
import { securityModule } from './security.module';
import { sessionModule } from './session.module';
import { shellModule } from './shell.module';
import { routingModule } from './routing.module';

/** The browser's platform: the native bridge's twin, which talks to no app. */
export const browserPlatformModule = platformModule(() => new BrowserNativeBridge());

/** Composition root for the browser: platform adapters, then one module per feature. */
export function createBrowserContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(browserPlatformModule, httpModule(origin), sessionModule, routingModule, securityModule, dashboardModule, shellModule, addressModule, contactModule);
  return container;
}
