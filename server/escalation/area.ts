import type { AreaParts } from '../platform/area';
import { resolveCodeKey } from './codeKey';
import { prepareCodeLog } from './codeLog';
import { useCodeSendLimits, useOneTimeCodeKey } from './oneTimeCodes';

/** The escalation area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  async start({ db, config }) {
    const codeKey = resolveCodeKey({ configured: config.oneTimeCodeKey, dataDir: config.dataDir });
    if (codeKey) useOneTimeCodeKey(codeKey);
    useCodeSendLimits({ perCustomer: config.rateLimits.codeSendsPerCustomer, perAddress: config.rateLimits.codeRequestsPerAddress });
    await prepareCodeLog(db, config.devEndpoints);
  },
};
