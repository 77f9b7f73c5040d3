/** One event of the customer's own security log (Security, "Recent security activity"). */
export interface SecurityActivity {
  id: string;
  /** The server's event kind: 'login', 'login-failed', 'payee-added', ... */
  kind: string;
  /** ISO 8601 instant, shown in Pacific/Auckland. */
  occurredAt: string;
  /** 'Mac', 'Safari' … when known. */
  device: string | null;
  browser: string | null;
  /** Whether it happened on this device. */
  thisDevice: boolean;
}

/** What each kind of event is called on screen; a kind the client does not know yet still reads sensibly. */
const WORDS: Record<string, string> = {
  login: 'Logged in',
  'login-new-device': 'Logged in from a new device',
  'login-failed': 'Wrong password entered',
  'login-locked': 'Login locked after too many wrong passwords',
  'login-throttled': 'Login attempts slowed down',
  logout: 'Logged out',
  'logout-inactivity': 'Logged out for inactivity',
  'session-ended-elsewhere': 'Logged out on another device',
  'refresh-token-reuse': 'Session ended: it was used in two places at once',
  'step-up-requested': 'Security code sent',
  'step-up-passed': 'Security code accepted',
  'step-up-code-wrong': 'Wrong security code entered',
  'rate-limited': 'Too many attempts: slowed down',
  'password-changed': 'Password changed',
  'password-change-refused': 'Password not changed: current password wrong',
  'password-reset': 'Password reset',
  'mobile-changed': 'Mobile number changed',
  'phone-changed': 'Phone numbers changed',
  'email-changed': 'Email address changed',
  'address-changed': 'Address changed',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'payee-added': 'Payee added',
  'payee-changed': 'Payee changed',
  'payee-removed': 'Payee removed',
  'limit-changed': 'Limit changed',
  'card-replacement-ordered': 'Replacement card ordered',
  'card-activated': 'Card activated',
  'card-activation-failed': 'Card not activated: details did not match',
  'card-activation-locked': 'Card activation locked after too many tries',
  'card-controls-changed': 'Card online or overseas purchases changed',
  'kiwisaver-fund-switch-requested': 'KiwiSaver fund switch requested',
  'kiwisaver-rate-changed': 'KiwiSaver contribution rate changed',
  'payee-name-checked': 'Payee name checked',
  'payee-name-checks-exhausted': 'Payee name checks used up for today',
  'scam-reported': 'Scam reported',
  'banking-locked': 'Banking locked',
  'banking-unlocked': 'Banking unlocked',
  'login-refused-banking-locked': 'Login refused: banking locked',
  'login-passkey': 'Logged in with a passkey',
  'login-passkey-failed': 'Passkey login refused',
  'step-up-passkey': 'Approved with a passkey',
  'step-up-passkey-failed': 'Passkey approval refused',
  'passkey-add-refused': 'Passkey not added',
  'passkey-remove-refused': 'Passkey not removed: wrong password',
};

export function describeActivity(kind: string): string {
  return WORDS[kind] ?? `Security event (${kind.replace(/-/g, ' ')})`;
}

/** Events a customer should look at twice: failures, locks, a stolen-token signal. */
export function isWarning(kind: string): boolean {
  return ['login-failed', 'login-locked', 'login-throttled', 'refresh-token-reuse', 'step-up-code-wrong', 'rate-limited', 'password-change-refused',
    'payee-name-checks-exhausted', 'login-refused-banking-locked', 'login-passkey-failed', 'step-up-passkey-failed', 'passkey-add-refused',
    'passkey-remove-refused', 'card-activation-failed', 'card-activation-locked'].includes(kind);
}
