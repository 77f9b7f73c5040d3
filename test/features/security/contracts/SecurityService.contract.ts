import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { SecurityService } from '../../../../src/features/security/core/ports/SecurityService';
import type { TokenService } from '../../../../src/features/session/core/ports/TokenService';

export interface SecuritySubject {
  security: SecurityService;
  tokens: TokenService;
  /** The code "sent by SMS" for an operation. */
  codeFor(operationId: string): Promise<string>;
  /** The customer's current password. */
  password: string;
}

const NEW_PASSWORD = 'Pohutukawa-2027';

async function safeguardOf(promise: Promise<unknown>): Promise<ApiError> {
  const failure = await promise.then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

export function describeSecurityServiceContract(name: string, make: () => Promise<SecuritySubject>) {
  describe(`${name} honours the SecurityService contract`, () => {
    it('answers 6002 with an operation id before the customer has proved it is them', async () => {
      const { security, password } = await make();
      const failure = await safeguardOf(security.changePassword({ currentPassword: password, newPassword: NEW_PASSWORD }));
      expect(failure).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      expect((failure.response as { operationId?: string }).operationId).toEqual(expect.any(String));
    });

    it('changes the password on the retry with the escalated operation', async () => {
      const { security, tokens, codeFor, password } = await make();
      const failure = await safeguardOf(security.changePassword({ currentPassword: password, newPassword: NEW_PASSWORD }));
      const operationId = (failure.response as { operationId: string }).operationId;
      await tokens.escalate({ challengeResponse: await codeFor(operationId), operationId });
      await expect(security.changePassword({ currentPassword: password, newPassword: NEW_PASSWORD }, operationId)).resolves.toBeUndefined();
    });

    it('refuses a wrong current password with 4010 after escalation', async () => {
      const { security, tokens, codeFor, password } = await make();
      const failure = await safeguardOf(security.changePassword({ currentPassword: 'not-it-1234', newPassword: NEW_PASSWORD }));
      const operationId = (failure.response as { operationId: string }).operationId;
      await tokens.escalate({ challengeResponse: await codeFor(operationId), operationId });
      const refused = await safeguardOf(security.changePassword({ currentPassword: 'not-it-1234', newPassword: NEW_PASSWORD }, operationId));
      expect(refused).toMatchObject({ status: 400, nativeErrorCode: 4010 });
      expect(password).not.toBe('not-it-1234');
    });
  });
}
