import type { PasskeyAssertion, PasskeyRegistrationCredential, WebAuthnOptions } from '../../../contract/passkeys';

/**
 * The device's passkey authenticator (WebAuthn: navigator.credentials), for Security (add a
 * passkey), login and step-up. The native app's webview has none: there only the SMS code is
 * offered, and `supported()` is false.
 */
export interface PasskeyAuthenticator {
  supported(): boolean;
  /** Makes a passkey for the bank's registration options. @throws PasskeyCancelled when the customer cancels or the device refuses. */
  create(options: WebAuthnOptions): Promise<PasskeyRegistrationCredential>;
  /** Signs the bank's challenge with a passkey. @throws PasskeyCancelled when the customer cancels or the device refuses. */
  get(options: WebAuthnOptions): Promise<PasskeyAssertion>;
}

/** The customer cancelled, the time ran out, or the device has no passkey for this bank. */
export class PasskeyCancelled extends Error {
  constructor(message = 'The passkey request was cancelled.') {
    super(message);
    this.name = 'PasskeyCancelled';
  }
}
