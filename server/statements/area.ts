import type { AreaParts } from '../platform/area';
import { statementRoutes } from './routes';

/** The statements area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => statementRoutes(app, { db, clock }),
};
