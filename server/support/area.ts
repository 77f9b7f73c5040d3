import type { AreaParts } from '../platform/area';
import { contentImageRoutes } from './contentImages';
import { contentRoutes } from './routes';
import { serviceNoticeDevRoutes, serviceNoticeRoutes } from './noticeRoutes';

/** The support area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db }) {
    contentRoutes(app);
    contentImageRoutes(app);
    serviceNoticeRoutes(app, { db });
  },
  devRoutes: (app, { db }) => serviceNoticeDevRoutes(app, { db }),
};
