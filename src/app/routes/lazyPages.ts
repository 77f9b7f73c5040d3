import { lazyWithRetry } from '../../platform/ui/loading/lazyWithRetry';

/** Each area is its own chunk (retried on failure): the login form never waits for internet banking. */
export const ApplyRoutes = lazyWithRetry(() => import(/* webpackChunkName: "apply" */ './ApplyRoutes'));
export const OnlineRoutes = lazyWithRetry(() => import(/* webpackChunkName: "online" */ './OnlineRoutes'));
export const ContactDetailsPage = lazyWithRetry(() => import(/* webpackChunkName: "settings" */ '../../features/contact/ui/ContactDetailsPage'));
export const SecurityPage = lazyWithRetry(() => import(/* webpackChunkName: "settings" */ '../../features/security/ui/SecurityPage'));
export const SetupMobilePage = lazyWithRetry(() => import(/* webpackChunkName: "setup" */ '../../features/contact/ui/setup/SetupMobilePage'));
export const SetupDetailsPage = lazyWithRetry(() => import(/* webpackChunkName: "setup" */ '../../features/contact/ui/setup/SetupDetailsPage'));
export const LegacyDashboardPage = lazyWithRetry(() => import(/* webpackChunkName: "dashboard-legacy" */ '../../features/dashboard/ui/LegacyDashboardPage'));
