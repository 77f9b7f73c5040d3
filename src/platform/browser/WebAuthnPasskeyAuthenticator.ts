import type { PasskeyAssertion, PasskeyRegistrationCredential, WebAuthnOptions } from '../../../contract/passkeys';
import { PasskeyCancelled, type PasskeyAuthenticator } from '../../kernel/ports/PasskeyAuthenticator';

// @simplewebauthn/browser does the base64url <-> ArrayBuffer work of navigator.credentials; it
// is loaded only when a passkey is used, so no page pays for it up front.
const library = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

/** Whether an error is the customer (or the device) saying no, rather than a fault. */
function cancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const cause = (error as { cause?: { name?: unknown } } | null)?.cause?.name;
  return ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(String(name)) || ['NotAllowedError', 'AbortError'].includes(String(cause));
}

/** PasskeyAuthenticator over the browser's WebAuthn API. */
export class WebAuthnPasskeyAuthenticator implements PasskeyAuthenticator {
  supported(): boolean {
    return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  }

  async create(options: WebAuthnOptions): Promise<PasskeyRegistrationCredential> {
    const { startRegistration } = await library();
    try {
      const credential: PasskeyRegistrationCredential = await startRegistration({ optionsJSON: options as never });
      return credential;
    } catch (error) {
      if (cancelled(error)) throw new PasskeyCancelled();
      throw error;
    }
  }

  async get(options: WebAuthnOptions): Promise<PasskeyAssertion> {
    const { startAuthentication } = await library();
    try {
      const assertion: PasskeyAssertion = await startAuthentication({ optionsJSON: options as never });
      return assertion;
    } catch (error) {
      if (cancelled(error)) throw new PasskeyCancelled();
      throw error;
    }
  }
}

/** The native webview's authenticator: none (the native app offers the SMS code only). */
export class NoPasskeyAuthenticator implements PasskeyAuthenticator {
  supported(): boolean { return false; }
  create(): Promise<PasskeyRegistrationCredential> { return Promise.reject(new PasskeyCancelled('Passkeys are not available here.')); }
  get(): Promise<PasskeyAssertion> { return Promise.reject(new PasskeyCancelled('Passkeys are not available here.')); }
}
