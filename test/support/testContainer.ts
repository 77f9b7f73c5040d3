import type { Container, ContainerModule } from 'inversify';
import { composeApp } from '../../src/app/composeApp';
import type { FeatureManifest } from '../../src/platform/manifest/FeatureManifest';
import { fakeShellAdapters } from '../app/fakes/app.fakeAdapters';
import { fakePlatformAdapters } from './fakePlatform';
import type { TestOptions } from './testOptions';

type FakeAdapters = (options: TestOptions) => ContainerModule;

/**
 * An area's fake adapters, found by convention: test/features/<area>/fakes/<area>.fakeAdapters.ts
 * exports `fakeAdapters`. A new area brings its own file; nothing here changes.
 */
function fakeAdaptersOf(manifest: FeatureManifest): FakeAdapters {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by the area's name
  const module = require(`../features/${manifest.name}/fakes/${manifest.name}.fakeAdapters`) as { fakeAdapters: FakeAdapters };
  return module.fakeAdapters;
}

/**
 * The test container: the production composition (kernel services, shell module, session and
 * every area's module as the FeatureLoader brings them) over fake adapters. Wiring is written
 * once, in the modules; tests get the fakes back by their tokens.
 */
export function createTestContainer(options: TestOptions = {}): Container {
  return composeApp(fakePlatformAdapters(options), fakeShellAdapters(options), (manifest) => fakeAdaptersOf(manifest)(options));
}
