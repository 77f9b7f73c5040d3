/**
 * The debug panel's switches, honoured only on local, test and UAT
 * hosts: skip the personal-loan redirection, hide browser prompts, bypass the bot check.
 */
export interface DebugSettings {
  preventPersonalLoanRedirection: boolean;
  stopPrompts: boolean;
  bypassRecaptcha: boolean;
}

export const DEBUG_SETTING_NAMES = ['preventPersonalLoanRedirection', 'stopPrompts', 'bypassRecaptcha'] as const satisfies ReadonlyArray<keyof DebugSettings>;

export const DEFAULT_DEBUG_SETTINGS: DebugSettings = { preventPersonalLoanRedirection: false, stopPrompts: false, bypassRecaptcha: false };

/** Which kind of host the page runs on: the debug panel exists only on the first two. */
export type HostKind = 'local' | 'test' | 'none';

/**
 * localhost, 127.0.0.1 and *.local are local; hosts whose name contains 'test' or 'uat'
 * (test.kowhaibank.co.nz, uat2.kowhaibank.co.nz) are test/UAT; everything else, production
 * included, is 'none'.
 */
export function classifyHost(hostname: string): HostKind {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1' || host.endsWith('.local')) return 'local';
  if (host.includes('test') || host.includes('uat')) return 'test';
  return 'none';
}
