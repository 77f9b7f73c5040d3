import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { PasskeyOptionsReply, PasskeyRegistrationCredential } from '../../../../contract/passkeys';
import type { Passkey } from '../../../../src/features/security/core/domain/Passkey';
import type { PasskeyService } from '../../../../src/features/security/core/ports/PasskeyService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

const wrongPassword = () => new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Your current password is incorrect.' });

/**
 * The customer's passkeys behind the bank's safeguard (the shared FakeSafeguard): a
 * registration challenge after the password and a code, one use; removal after the password
 * (checked first, as the sandbox does, so a wrong one sends no code) and a code.
 */
export class FakePasskeyService implements PasskeyService {
  passkeys: Passkey[] = [];
  private readonly challenges = new Set<string>();
  private seq = 0;

  constructor(private readonly password: string, readonly safeguard = new FakeSafeguard(), private readonly now = () => '2026-06-01T00:00:00.000Z') {}

  async list(): Promise<Passkey[]> {
    return [...this.passkeys];
  }

  async registrationOptions(input: { currentPassword: string }, operationId?: string): Promise<PasskeyOptionsReply> {
    // As the bank: the password before any code is sent.
    if (input.currentPassword !== this.password) throw wrongPassword();
    this.stepUp(operationId);
    this.seq += 1;
    const challengeId = `challenge-${this.seq}`;
    this.challenges.add(challengeId);
    return { challengeId, options: { challenge: `c${this.seq}`, rp: { id: 'localhost', name: 'Kōwhai Bank' } } };
  }

  async register(input: { challengeId: string; name: string; credential: PasskeyRegistrationCredential }): Promise<Passkey> {
    if (!this.challenges.delete(input.challengeId)) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: "We couldn't add that passkey. Start again and we will ask your device for a new one." });
    }
    this.seq += 1;
    const createdAt = this.now();
    // As the bank: a new passkey approves nothing for its first day.
    const approvesFrom = new Date(Date.parse(createdAt) + 24 * 3600_000).toISOString();
    const passkey = { id: `${input.credential.id}-${this.seq}`, name: input.name.trim(), createdAt, lastUsedAt: null, approvesFrom };
    this.passkeys.push(passkey);
    return passkey;
  }

  async remove(id: string, currentPassword: string, operationId?: string): Promise<void> {
    if (!this.passkeys.some((p) => p.id === id)) throw new ApiError(404, null, { message: 'There is no such passkey.' });
    if (currentPassword !== this.password) throw wrongPassword();
    this.stepUp(operationId);
    this.passkeys = this.passkeys.filter((p) => p.id !== id);
  }

  private stepUp(operationId: string | undefined): void {
    if (this.safeguard.isEscalated(operationId)) return;
    const issued = this.safeguard.issue();
    throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent you a code.', operationId: issued.operationId });
  }
}
