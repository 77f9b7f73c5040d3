import { BOT_CHECK_MESSAGES } from '../../../../contract/bot-check';
import { PASSWORD_RESET_MESSAGES } from '../../../../contract/password-reset';
import { passwordProblem } from '../../../../contract/rules/PasswordPolicy';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { BotProof } from '../../../../contract/bot-check';
import type { ResetCompletion, ResetIdentity } from '../../../../src/features/password-reset/core/domain/PasswordReset';
import type { PasswordResetService } from '../../../../src/features/password-reset/core/ports/PasswordResetService';

interface Customer { dateOfBirth: string; password: string; locked: boolean }
interface Pending { customerNumber: string; code: string; open: boolean }

const failure = (status: number, message: string, code: number | null = 4010) => new ApiError(status, code, { message, ...(code ? { NativeErrorCode: code } : {}) });

/**
 * The bank's password reset in memory: demo customers Tama (1000006) and Aroha (1000001),
 * codes "texted" into `sent`, the same answer for a miss, one use per code, and the bot check
 * (a proof from FakeBotCheck passes once; a bypass only when `bypassAllowed`).
 */
export class FakePasswordResetService implements PasswordResetService {
  readonly customers = new Map<string, Customer>([
    ['1000006', { dateOfBirth: '1960-01-17', password: 'Kowhai-2026!', locked: false }],
    ['1000001', { dateOfBirth: '1992-03-14', password: 'Kowhai-2026!', locked: false }],
  ]);
  readonly sent: { customerNumber: string; code: string }[] = [];
  private readonly pending = new Map<string, Pending>();
  private readonly spentProofs = new Set<string>();
  private next = 0;
  bypassAllowed = true;
  /** The next start fails with this (a server error, a 429). */
  failNextStart: ApiError | null = null;

  async start(identity: ResetIdentity, proof: BotProof): Promise<{ resetId: string }> {
    if (this.failNextStart) { const error = this.failNextStart; this.failNextStart = null; throw error; }
    if ('bypass' in proof) {
      if (!this.bypassAllowed) throw failure(403, BOT_CHECK_MESSAGES.bypassRefused, null);
    } else {
      if (this.spentProofs.has(proof.challengeId) || !proof.challengeId.startsWith('fake-challenge-')) throw failure(400, BOT_CHECK_MESSAGES.failed);
      this.spentProofs.add(proof.challengeId);
    }
    this.next += 1;
    const resetId = `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`;
    const customer = this.customers.get(identity.customerNumber);
    if (customer?.dateOfBirth === identity.dateOfBirth) {
      const code = String(100000 + this.next);
      this.pending.set(resetId, { customerNumber: identity.customerNumber, code, open: true });
      this.sent.push({ customerNumber: identity.customerNumber, code });
    }
    return { resetId };
  }

  async complete({ resetId, customerNumber, code, newPassword }: ResetCompletion): Promise<void> {
    const problem = passwordProblem({ password: newPassword, customerNumber });
    if (problem) throw failure(400, problem);
    const pending = this.pending.get(resetId);
    if (!pending?.open || pending.customerNumber !== customerNumber || pending.code !== code) throw failure(400, PASSWORD_RESET_MESSAGES.codeFailed);
    pending.open = false;
    const customer = this.customers.get(customerNumber)!;
    customer.password = newPassword;
    customer.locked = false;
  }

  /** The newest code texted to a customer. */
  latestCode(customerNumber: string): string {
    return [...this.sent].reverse().find((s) => s.customerNumber === customerNumber)?.code ?? '';
  }
}
