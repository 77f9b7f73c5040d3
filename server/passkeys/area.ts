import type { AreaParts } from '../platform/area';
import { passkeyRoutes } from './routes';

/** The passkeys area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms, config }) {
    passkeyRoutes(app, { db, sms, coolingOffSeconds: config.passkeyCoolingOffSeconds });
  },
};
