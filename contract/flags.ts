import { Type, type Static } from '@sinclair/typebox';

/** GET /api/features: every flag, resolved for the customer (own setting, else global). */
export const FeatureList = Type.Object({
  features: Type.Array(Type.Object({ name: Type.String(), enabled: Type.Boolean() })),
}, { $id: 'FeatureList' });
export type FeatureList = Static<typeof FeatureList>;
