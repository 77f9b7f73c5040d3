/** Spec section 9: the native app's custom-scheme commands. */
export const NATIVE_COMMANDS = ['close', 'complete', 'download', 'error', 'link', 'ready', 'timeout'] as const;
export type NativeCommand = (typeof NATIVE_COMMANDS)[number];

/** Spec section 3: what the native app answers to a token request. */
export interface NativeToken {
  customerNumber: string;
  refreshToken: string;
}
