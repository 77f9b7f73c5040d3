import { BOT_CHECK_MESSAGES } from '../../../../contract/bot-check';
import { PASSWORD_RESET_MESSAGES } from '../../../../contract/password-reset';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { BotProof } from '../../../../contract/bot-check';
import type { PasswordResetService } from '../../../../src/features/password-reset/core/ports/PasswordResetService';

/** A subject: the service, a solved bot proof, and where to read the code "texted" to a customer. */
export interface PasswordResetSubject {
  service: PasswordResetService;
  proof(): Promise<BotProof>;
  latestCode(customerNumber: string): Promise<string>;
  /** Whether the customer's password is now this one. */
  passwordIs(customerNumber: string, password: string): Promise<boolean>;
}

const failureOf = async (promise: Promise<unknown>) => {
  try { await promise; } catch (error) { return error; }
  throw new Error('expected a failure');
};

/** What every PasswordResetService honours: the fake and the real adapter on the sandbox. Uses Aroha (1000001) and puts her password back. */
export function describePasswordResetServiceContract(name: string, make: () => Promise<PasswordResetSubject>) {
  describe(`${name} honours the PasswordResetService contract`, () => {
    it('resets with the texted code, once', async () => {
      const subject = await make();
      const { resetId } = await subject.service.start({ customerNumber: '1000001', dateOfBirth: '1992-03-14' }, await subject.proof());
      const code = await subject.latestCode('1000001');
      await subject.service.complete({ resetId, customerNumber: '1000001', code, newPassword: 'contract suite passphrase' });
      expect(await subject.passwordIs('1000001', 'contract suite passphrase')).toBe(true);
      const again = await failureOf(subject.service.complete({ resetId, customerNumber: '1000001', code, newPassword: 'Kowhai-2026!' }));
      expect(again).toBeInstanceOf(ApiError);
      expect((again as ApiError).response).toMatchObject({ message: PASSWORD_RESET_MESSAGES.codeFailed });
      // Put the demo password back for the suites after this one.
      const back = await subject.service.start({ customerNumber: '1000001', dateOfBirth: '1992-03-14' }, await subject.proof());
      await subject.service.complete({ resetId: back.resetId, customerNumber: '1000001', code: await subject.latestCode('1000001'), newPassword: 'Kowhai-2026!' });
    });

    it('answers a miss with a reset id too, which no code opens', async () => {
      const subject = await make();
      const { resetId } = await subject.service.start({ customerNumber: '9999999', dateOfBirth: '1992-03-14' }, await subject.proof());
      expect(resetId).toMatch(/^[0-9a-f-]{36}$/);
      const error = await failureOf(subject.service.complete({ resetId, customerNumber: '9999999', code: '123456', newPassword: 'contract suite passphrase' }));
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).response).toMatchObject({ message: PASSWORD_RESET_MESSAGES.codeFailed });
    });

    it('refuses a new password the policy refuses, in the policy\'s words', async () => {
      const subject = await make();
      const { resetId } = await subject.service.start({ customerNumber: '1000006', dateOfBirth: '1960-01-17' }, await subject.proof());
      const error = await failureOf(subject.service.complete({ resetId, customerNumber: '1000006', code: await subject.latestCode('1000006'), newPassword: 'short' }));
      expect((error as ApiError).response).toMatchObject({ message: 'Your new password must be at least 12 characters long.' });
    });

    it('refuses a bot proof that was already spent', async () => {
      const subject = await make();
      const proof = await subject.proof();
      await subject.service.start({ customerNumber: '9999998', dateOfBirth: '1990-01-01' }, proof);
      const error = await failureOf(subject.service.start({ customerNumber: '9999998', dateOfBirth: '1990-01-01' }, proof));
      expect((error as ApiError).response).toMatchObject({ message: BOT_CHECK_MESSAGES.failed });
    });
  });
}
