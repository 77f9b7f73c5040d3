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

/** The browser's platform adapters: what the webview root swaps. */
export const browserPlatformModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Clock).toConstantValue(new WindowClock());
  bind(TOKENS.BrowserIdentity).toConstantValue(new CookieBrowserIdentity());
});

/** Composition root for the browser: platform adapters, then one module per feature. */
export function createBrowserContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(browserPlatformModule, httpModule(origin), sessionModule, dashboardModule, shellModule, addressModule, contactModule);
  return container;
}
