import { Container } from 'inversify';
import { BrowserNativeBridge } from '../platform/native/BrowserNativeBridge';
import { featureModules } from './featureModules';
import { platformModule } from '../platform/platform.module';

/** The browser's platform: the native bridge's twin, which talks to no app. */
export const browserPlatformModule = platformModule(() => new BrowserNativeBridge());

/** Composition root for the browser: platform adapters, then one module per feature. */
export function createBrowserContainer(origin = window.location.origin): Container {
  const container = new Container();
  container.load(browserPlatformModule, ...featureModules(origin));
  return container;
}
