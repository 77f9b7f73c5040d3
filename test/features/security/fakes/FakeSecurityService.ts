import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { SecurityService } from '../../../../src/features/security/core/ports/SecurityService';
import { passwordProblem } from '../../../../contract/rules/PasswordPolicy';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

export type FakeSafeguardMode = 'sms' | 'contact-us' | 'specify-device' | 'no-mobile';

const BLOCK_CODES: Record<Exclude<FakeSafeguardMode, 'sms'>, number> = { 'contact-us': 6001, 'specify-device': 6005, 'no-mobile': 6006 };


/** Password changes behind the bank's safeguard: a 6-digit code, checked by the shared FakeSafeguard. */
export class FakeSecurityService implements SecurityService {
  mode: FakeSafeguardMode = 'sms';
  /** The last code "sent by SMS". */
  lastCode: string | null = null;
  changes = 0;

  constructor(public password: string, readonly safeguard = new FakeSafeguard()) {}

  async changePassword(input: { currentPassword: string; newPassword: string }, operationId?: string): Promise<void> {
    if (this.mode !== 'sms') {
      const code = BLOCK_CODES[this.mode];
      throw new ApiError(403, code, { NativeErrorCode: code, message: 'A safeguard blocks this operation.' });
    }
    if (!this.safeguard.isEscalated(operationId)) {
      const issued = this.safeguard.issue();
      this.lastCode = issued.code;
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent you a code.', operationId: issued.operationId });
    }
    if (input.currentPassword !== this.password) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    }
    const problem = passwordProblem({ password: input.newPassword, currentPassword: this.password });
    if (problem) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: problem });
    this.password = input.newPassword;
    this.changes += 1;
  }
}
