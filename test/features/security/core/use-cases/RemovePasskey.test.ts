import { RemovePasskey } from '../../../../../src/features/security/core/use-cases/RemovePasskey';
import type { Safeguarded } from '../../../../../src/features/security/core/use-cases/AddPasskey';
import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { FakePasskeyService } from '../../fakes/FakePasskeyService';

const PASSWORD = 'correct-horse-battery';
const held = { id: 'pk-1', name: 'Old laptop', createdAt: '2026-05-01T00:00:00.000Z', lastUsedAt: null, approvesFrom: null };

/** The step-up as RunSafeguarded runs it, with the customer typing the code the fake bank sent. */
function stepUpWith(service: FakePasskeyService): Safeguarded & { asked: number } {
  const run = async <T>(operation: (operationId?: string) => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      if (!(error instanceof ApiError) || error.nativeErrorCode !== 6002) throw error;
      run.asked += 1;
      const { operationId } = error.response as { operationId: string };
      expect(service.safeguard.verify(operationId, service.safeguard.codeFor(operationId)!)).toBe('ok');
      return operation(operationId);
    }
  };
  run.asked = 0;
  return run;
}

describe('RemovePasskey', () => {
  it('removes the passkey with the current password and a step-up', async () => {
    const service = new FakePasskeyService(PASSWORD);
    service.passkeys = [held];
    const safeguarded = stepUpWith(service);
    await new RemovePasskey(service).execute({ id: 'pk-1', currentPassword: PASSWORD }, safeguarded);
    expect(service.passkeys).toEqual([]);
    expect(safeguarded.asked).toBe(1);
  });

  it('a wrong password: ApiError 400 4010 before any step-up, and the passkey stays', async () => {
    const service = new FakePasskeyService(PASSWORD);
    service.passkeys = [held];
    const safeguarded = stepUpWith(service);
    const failure = await new RemovePasskey(service).execute({ id: 'pk-1', currentPassword: 'not-the-password' }, safeguarded).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, nativeErrorCode: 4010 });
    expect(safeguarded.asked).toBe(0);
    expect(service.passkeys).toEqual([held]);
  });
});
