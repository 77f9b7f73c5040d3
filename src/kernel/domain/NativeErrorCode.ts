import { ApiError } from './ApiError';

/** NativeErrorCodes that the client acts on. */
export const NATIVE_ERROR = {
  sessionTimeout: 98,
  customerMismatch: 7008,
  authenticationRequired: 7009,
  dataValidation: 4010,
  dataError: 4004,
  safeguardContactUs: 6001,
  safeguardSmsChallenge: 6002,
  safeguardSpecifyDevice: 6005,
  safeguardNoMobile: 6006,
} as const;

/** 7009, 98 and 7008: the session is over; the client expires it and opens the timeout dialog. */
export const SESSION_EXPIRY_CODES: readonly number[] = [
  NATIVE_ERROR.authenticationRequired, NATIVE_ERROR.sessionTimeout, NATIVE_ERROR.customerMismatch,
];

/** 6001, 6002, 6005, 6006: the operation needs a safeguard (escalation) step. */
export const SAFEGUARD_CODES: readonly number[] = [
  NATIVE_ERROR.safeguardContactUs, NATIVE_ERROR.safeguardSmsChallenge,
  NATIVE_ERROR.safeguardSpecifyDevice, NATIVE_ERROR.safeguardNoMobile,
];

export function isSessionExpiry(error: unknown): error is ApiError {
  return error instanceof ApiError && error.nativeErrorCode !== null && SESSION_EXPIRY_CODES.includes(error.nativeErrorCode);
}

export function isSafeguard(error: unknown): error is ApiError {
  return error instanceof ApiError && error.nativeErrorCode !== null && SAFEGUARD_CODES.includes(error.nativeErrorCode);
}
