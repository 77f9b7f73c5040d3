import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { alertsAdapters } from './alerts.adapters';
import { alertsModule } from './alerts.module';
import AlertsPage from './ui/AlertsPage';

export const chunk: FeatureChunk = { module: alertsModule, adapters: alertsAdapters, pages: { AlertsPage } };
