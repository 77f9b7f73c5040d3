import type { AreaParts } from '../platform/area';
import { nativeHostRoutes } from './nativeHostRoutes';

/** The webview area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  devRoutes: (app, { db, config }) => nativeHostRoutes(app, { db, lowprivSeconds: config.lowprivSeconds }),
};
