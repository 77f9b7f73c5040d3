/**
 * Every kind of event the security log records. The customer sees their
 * own under Security ("Recent security activity", words in contract/securityActivity.ts); the
 * ones with a notice are also sent to them (inbox and their SMS/email channel).
 */
export const SECURITY_EVENT_TYPES = [
  'login', 'login-new-device', 'login-failed', 'login-locked', 'login-throttled', 'logout', 'logout-inactivity',
  'session-ended-elsewhere', 'refresh-token-reuse',
  'step-up-requested', 'step-up-passed', 'step-up-code-wrong',
  'rate-limited',
  'password-changed', 'password-change-refused', 'password-reset',
  'mobile-changed', 'phone-changed', 'email-changed', 'address-changed', 'passkey-added', 'passkey-removed',
  'payee-added', 'payee-changed', 'payee-removed', 'limit-changed', 'card-replacement-ordered',
  'card-activated', 'card-activation-failed', 'card-activation-locked', 'card-controls-changed',
  'kiwisaver-fund-switch-requested', 'kiwisaver-rate-changed',
  // Scam protection: every Confirmation of Payee check (the service must not become a
  // way to look names up), a report, the customer's own lock, and a login it refused.
  'payee-name-checked', 'payee-name-checks-exhausted', 'scam-reported', 'banking-locked', 'banking-unlocked',
  'login-refused-banking-locked',
  // Passkeys: a login or step-up with one, right or refused, and a registration or removal refused.
  'login-passkey', 'login-passkey-failed', 'step-up-passkey', 'step-up-passkey-failed', 'passkey-add-refused',
  'passkey-remove-refused',
] as const;

export type SecurityEventType = typeof SECURITY_EVENT_TYPES[number];

/** What a customer is told, on their channels, when one of these happens. */
export const SECURITY_NOTICES: Partial<Record<SecurityEventType, { subject: string; body: string }>> = {
  'login-new-device': { subject: 'New device logged in', body: 'Your internet banking was logged in to from a device we have not seen before.' },
  'login-locked': { subject: 'Login locked', body: 'Your internet banking login was locked after three wrong passwords on a device we do not know. Your own devices can still log in.' },
  'refresh-token-reuse': { subject: 'A session was ended to protect you', body: 'One of your internet banking sessions was used from two places at once, so we ended it.' },
  'password-changed': { subject: 'Your password was changed', body: 'Your internet banking password was changed.' },
  'password-reset': { subject: 'Your password was reset', body: 'Your internet banking password was reset.' },
  'mobile-changed': { subject: 'Your mobile number was changed', body: 'Your mobile number was changed.' },
  'phone-changed': { subject: 'Your phone numbers were changed', body: 'A phone number was added to or removed from your details.' },
  'email-changed': { subject: 'Your email address was changed', body: 'Your email address was changed.' },
  'address-changed': { subject: 'Your address was changed', body: 'Your postal address was changed.' },
  'passkey-added': { subject: 'A passkey was added', body: 'A passkey was added to your internet banking. For your protection it can approve payments and changes only after a day.' },
  'passkey-removed': { subject: 'A passkey was removed', body: 'A passkey was removed from your internet banking.' },
  'payee-added': { subject: 'A payee was added', body: 'A payee was added to your internet banking.' },
  'payee-changed': { subject: 'A payee was changed', body: 'One of your payees was changed.' },
  'payee-removed': { subject: 'A payee was removed', body: 'One of your payees was removed.' },
  'limit-changed': { subject: 'A limit was changed', body: 'One of your limits was changed.' },
  'card-replacement-ordered': { subject: 'A replacement card was ordered', body: 'A replacement card was ordered for you.' },
  'banking-locked': { subject: 'Your banking is locked', body: 'Your internet and app banking was locked: payments, payee changes and logins from new devices are stopped until it is unlocked.' },
  'banking-unlocked': { subject: 'Your banking is unlocked', body: 'Your internet and app banking was unlocked.' },
};
