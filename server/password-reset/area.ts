import type { AreaParts } from '../platform/area';
import { passwordResetRoutes } from './routes';

/** The password-reset area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms, config }) => passwordResetRoutes(app, { db, sms, bypassAllowed: config.devEndpoints }),
};
