import { ApiError } from '../../../src/kernel/domain/ApiError';
import { isSafeguard, isSessionExpiry } from '../../../src/kernel/domain/NativeErrorCode';

describe('NativeErrorCode', () => {
  it('knows the session-expiry and safeguard codes', () => {
    for (const code of [7009, 98, 7008]) expect(isSessionExpiry(new ApiError(401, code))).toBe(true);
    expect(isSessionExpiry(new ApiError(401, 4010))).toBe(false);
    expect(isSessionExpiry(new Error('x'))).toBe(false);
    for (const code of [6001, 6002, 6005, 6006]) expect(isSafeguard(new ApiError(403, code))).toBe(true);
    expect(isSafeguard(new ApiError(403, 6003))).toBe(false);
  });

});
