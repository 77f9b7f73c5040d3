import { lazy } from 'react';

/** Each area is its own chunk: the login form never waits for internet banking. */
export const ApplyRoutes = lazy(() => import(/* webpackChunkName: "apply" */ './ApplyRoutes'));
export const OnlineRoutes = lazy(() => import(/* webpackChunkName: "online" */ './OnlineRoutes'));
export const SecurityPage = lazy(() => import(/* webpackChunkName: "settings" */ '../../pages/settings/SecurityPage'));
export const SetupMobilePage = lazy(() => import(/* webpackChunkName: "setup" */ '../../pages/setup/SetupMobilePage'));
export const SetupDetailsPage = lazy(() => import(/* webpackChunkName: "setup" */ '../../pages/setup/SetupDetailsPage'));
export const LegacyDashboardPage = lazy(() => import(/* webpackChunkName: "dashboard-legacy" */ '../../pages/dashboard/LegacyDashboardPage'));
