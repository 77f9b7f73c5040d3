import { Type, type Static } from '@sinclair/typebox';

const SubSystem = Type.Object({ systemStatus: Type.String() });

/** GET /api/system/status: down when either status is not 'normal' (case-insensitive). */
export const SystemStatus = Type.Object({
  subSystems: Type.Object({ contentApi: SubSystem, onlineApi: SubSystem }),
}, { $id: 'SystemStatus' });
export type SystemStatus = Static<typeof SystemStatus>;

/** GET /api/features: every flag, resolved for the customer (own setting, else global). */
export const FeatureList = Type.Object({
  features: Type.Array(Type.Object({ name: Type.String(), enabled: Type.Boolean() })),
}, { $id: 'FeatureList' });
export type FeatureList = Static<typeof FeatureList>;
