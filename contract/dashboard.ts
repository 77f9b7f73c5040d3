import { Type, type Static } from '@sinclair/typebox';

export const CustomerProfile = Type.Object({
  customerNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
}, { $id: 'CustomerProfile' });
export type CustomerProfile = Static<typeof CustomerProfile>;
