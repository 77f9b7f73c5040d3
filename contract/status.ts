import { Type, type Static } from '@sinclair/typebox';

const SubSystem = Type.Object({ systemStatus: Type.String() });

/** GET /api/system/status: down when either status is not 'normal' (case-insensitive). */
export const SystemStatus = Type.Object({
  subSystems: Type.Object({ contentApi: SubSystem, onlineApi: SubSystem }),
}, { $id: 'SystemStatus' });
export type SystemStatus = Static<typeof SystemStatus>;
