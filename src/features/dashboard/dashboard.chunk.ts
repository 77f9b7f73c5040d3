import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { dashboardAdapters } from './dashboard.adapters';
import { dashboardModule } from './dashboard.module';
import DashboardPage from './ui/DashboardPage';
import LegacyDashboardPage from './ui/LegacyDashboardPage';

export const chunk: FeatureChunk = {
  module: dashboardModule, adapters: dashboardAdapters, pages: { DashboardPage, LegacyDashboardPage },
};
