import { ContainerModule } from 'inversify';
import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import SettingsPage from './ui/SettingsPage';

/** The settings index has no services: a page of links. */
const none = new ContainerModule(() => undefined);

export const chunk: FeatureChunk = { module: none, adapters: none, pages: { SettingsPage } };
