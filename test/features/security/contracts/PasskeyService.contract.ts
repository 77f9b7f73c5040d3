import type { PasskeyRegistrationCredential, WebAuthnOptions } from '../../../../contract/passkeys';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { PasskeyService } from '../../../../src/features/security/core/ports/PasskeyService';
import type { EscalationGrant } from '../../../../src/features/escalation/core/ports/EscalationGrant';

export interface PasskeySubject {
  passkeys: PasskeyService;
  tokens: EscalationGrant;
  /** The code "sent by SMS" for an operation. */
  codeFor(operationId: string): Promise<string>;
  password: string;
  /** The device making a passkey for the bank's options (a software authenticator on the sandbox). */
  create(options: WebAuthnOptions): PasskeyRegistrationCredential;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const failure = await promise.then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

/** Runs a safeguarded call the way RunSafeguarded does: once, then with the escalated operation. */
async function stepUp<T>(subject: PasskeySubject, call: (operationId?: string) => Promise<T>): Promise<T> {
  const failure = await failureOf(call());
  expect(failure).toMatchObject({ status: 403, nativeErrorCode: 6002 });
  const { operationId } = failure.response as { operationId: string };
  await subject.tokens.escalate({ challengeResponse: await subject.codeFor(operationId), operationId });
  return call(operationId);
}

/** Adds a passkey as the customer does (password, step-up, the device's answer). */
async function addPasskey(subject: PasskeySubject, name: string) {
  const { challengeId, options } = await stepUp(subject, (id) => subject.passkeys.registrationOptions({ currentPassword: subject.password }, id));
  return subject.passkeys.register({ challengeId, name, credential: subject.create(options) });
}

/**
 * `make` gives each test a subject of its own (on the sandbox, a customer of its own): a test
 * that removes a passkey adds it first, so no test depends on what an earlier one left.
 */
export function describePasskeyServiceContract(name: string, make: () => Promise<PasskeySubject>) {
  describe(`${name} honours the PasskeyService contract`, () => {
    let subject: PasskeySubject;
    beforeEach(async () => { subject = await make(); });

    it('answers 6002 with an operation id before the customer has stepped up', async () => {
      const failure = await failureOf(subject.passkeys.registrationOptions({ currentPassword: subject.password }));
      expect(failure).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      expect((failure.response as { operationId?: string }).operationId).toEqual(expect.any(String));
    });

    it('adds a passkey after the step-up, and lists it by name with the date it was added', async () => {
      const { challengeId, options } = await stepUp(subject, (id) => subject.passkeys.registrationOptions({ currentPassword: subject.password }, id));
      const added = await subject.passkeys.register({ challengeId, name: ' Kitchen tablet ', credential: subject.create(options) });
      expect(added).toEqual({ id: expect.any(String), name: 'Kitchen tablet', createdAt: expect.any(String), lastUsedAt: null, approvesFrom: expect.any(String) });
      expect(Number.isNaN(Date.parse(added.createdAt))).toBe(false);
      // A new passkey approves payments and changes a day after it was added, not at once.
      expect(Date.parse(added.approvesFrom!) - Date.parse(added.createdAt)).toBeGreaterThan(23 * 3600_000);
      expect(await subject.passkeys.list()).toContainEqual(added);
    });

    it('refuses a wrong current password with 4010 before any step-up (no code sent for it)', async () => {
      const failure = await failureOf(subject.passkeys.registrationOptions({ currentPassword: 'not-the-password-at-all' }));
      expect(failure).toMatchObject({ status: 400, nativeErrorCode: 4010 });
    });

    it('takes one answer per registration challenge', async () => {
      const { challengeId, options } = await stepUp(subject, (id) => subject.passkeys.registrationOptions({ currentPassword: subject.password }, id));
      await subject.passkeys.register({ challengeId, name: 'Once', credential: subject.create(options) });
      const again = await failureOf(subject.passkeys.register({ challengeId, name: 'Twice', credential: subject.create(options) }));
      expect(again).toMatchObject({ status: 400, nativeErrorCode: 4010 });
    });

    it('refuses to remove a passkey with a missing or wrong password (400 4010, before any code), and removes nothing', async () => {
      await addPasskey(subject, 'Kitchen tablet');
      const [first] = await subject.passkeys.list();
      for (const password of ['', 'not-the-password-at-all']) {
        const failure = await failureOf(subject.passkeys.remove(first!.id, password));
        expect(failure).toMatchObject({ status: 400, nativeErrorCode: 4010 });
        expect(failure.response).toMatchObject({ message: 'Your current password is incorrect.' });
      }
      expect((await subject.passkeys.list()).map((p) => p.id)).toContain(first!.id);
    });

    it('removes a passkey with the password and a step-up; an unknown one is 404', async () => {
      await addPasskey(subject, 'Kitchen tablet');
      const [first] = await subject.passkeys.list();
      await stepUp(subject, (id) => subject.passkeys.remove(first!.id, subject.password, id));
      expect((await subject.passkeys.list()).map((p) => p.id)).not.toContain(first!.id);
      expect(await failureOf(subject.passkeys.remove('no-such-passkey', subject.password))).toMatchObject({ status: 404 });
    });
  });
}
