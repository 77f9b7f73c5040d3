import { Container } from 'inversify';
import { unreadCountModule } from '../features/messages';
import { sessionFeature } from '../features/session';
import { sessionChunk } from '../features/session/session.chunk';
import { kernelServicesModule } from '../platform/kernelServices.module';
import { FeatureLoader, realAdapters, type AdapterChoice } from '../platform/manifest/FeatureLoader';
import { PLATFORM_TOKENS } from '../platform/tokens';
import type { ContainerModule } from 'inversify';
import { appModule } from './app.module';

/**
 * What every container of the app holds, whoever composes it: the platform's adapters (the
 * roots' choice, or fakes in tests), the kernel services, the shell's module and adapters,
 * the messages area's unread count, the session (loaded with the app), and the FeatureLoader that brings every other area.
 */
export function composeApp(platform: ContainerModule, shellAdapters: ContainerModule, adaptersFor: AdapterChoice = realAdapters): Container {
  const container = new Container();
  // The header's unread count comes through the messages area's door, with the app.
  container.load(platform, kernelServicesModule, appModule, unreadCountModule, shellAdapters);
  const loader = new FeatureLoader(container, adaptersFor);
  container.bind(PLATFORM_TOKENS.FeatureLoader).toConstantValue(loader);
  loader.preload(sessionFeature, sessionChunk);
  return container;
}
