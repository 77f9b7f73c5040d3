import type { PasskeyAssertion, PasskeyRegistrationCredential, WebAuthnOptions } from '../../../contract/passkeys';
import { PasskeyCancelled, type PasskeyAuthenticator } from '../../../src/kernel/ports/PasskeyAuthenticator';

/**
 * A device's passkeys for client tests: `supported` as the test says; `create`/`get` answer
 * with canned JSON carrying the challenge they were given, or throw PasskeyCancelled while
 * `cancels` is set (the customer said no at the device).
 */
export class FakePasskeyAuthenticator implements PasskeyAuthenticator {
  cancels = false;
  readonly asked: { kind: 'create' | 'get'; challenge: string }[] = [];

  constructor(private readonly available = true) {}

  supported(): boolean { return this.available; }

  async create(options: WebAuthnOptions): Promise<PasskeyRegistrationCredential> {
    this.asked.push({ kind: 'create', challenge: options.challenge });
    if (this.cancels) throw new PasskeyCancelled();
    return {
      id: 'fake-credential', rawId: 'fake-credential', type: 'public-key',
      response: { clientDataJSON: options.challenge, attestationObject: 'AA' }, clientExtensionResults: {},
    };
  }

  async get(options: WebAuthnOptions): Promise<PasskeyAssertion> {
    this.asked.push({ kind: 'get', challenge: options.challenge });
    if (this.cancels) throw new PasskeyCancelled();
    return {
      id: 'fake-credential', rawId: 'fake-credential', type: 'public-key',
      response: { clientDataJSON: options.challenge, authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {},
    };
  }
}
