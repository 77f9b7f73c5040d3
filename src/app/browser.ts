import type { Container } from 'inversify';
import { BrowserNativeBridge } from '../platform/native/BrowserNativeBridge';
import { platformAdapters } from '../platform/platform.module';
import { appAdapters } from './app.adapters';
import { composeApp } from './composeApp';

/** Composition root for the browser: the native bridge's twin, which talks to no app. */
export function createBrowserContainer(origin = window.location.origin): Container {
  return composeApp(platformAdapters({ nativeBridge: () => new BrowserNativeBridge(), origin }), appAdapters);
}
