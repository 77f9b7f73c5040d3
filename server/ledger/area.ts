import type { AreaParts } from '../platform/area';

/** The ledger area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {};
