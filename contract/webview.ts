import { Type, type Static } from '@sinclair/typebox';

/** The native-host simulator's development-only endpoints (absent when NODE_ENV=production). */
const CustomerNumber = Type.String({ pattern: '^[0-9]{7}$' });

/** POST /dev/native-token: what the native-host simulator asks for, as a native app would hold it. */
export const NativeTokenRequest = Type.Object({ customerNumber: CustomerNumber }, { additionalProperties: false });
export type NativeTokenRequest = Static<typeof NativeTokenRequest>;
export const NativeTokenResponse = Type.Object({ customerNumber: CustomerNumber, refreshToken: Type.String() });
export type NativeTokenResponse = Static<typeof NativeTokenResponse>;
