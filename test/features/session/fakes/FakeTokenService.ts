import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { EscalationFailure } from '../../../../src/kernel/domain/Escalation';
import { LoginFailure } from '../../../../src/features/session/core/domain/LoginFailure';
import type { TokenGrant } from '../../../../src/features/session/core/domain/TokenGrant';
import type { TokenService } from '../../../../src/features/session/core/ports/TokenService';
import type { PasskeyLogin } from '../../../../src/features/session/core/ports/PasskeyLogin';
import type { PasskeyApproval } from '../../../../src/kernel/ports/PasskeyApproval';
import type { PasskeyAssertion, PasskeyOptionsReply } from '../../../../contract/passkeys';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

interface FakeCustomer { customerNumber: string; password: string; failures: number; locked: boolean }
interface FakeSession { customerNumber: string; revoked: boolean; latest: string }

const invalidGrant = () => new ApiError(400, null, { error: 'invalid_grant', error_description: 'The refresh token is not valid.' });

/**
 * An in-memory token endpoint with the sandbox's rules: lockout after 3 failures, a rotating
 * refresh token in a "cookie" (reuse revokes the session), logout by ClientForcedLowPriv.
 */
export class FakeTokenService implements TokenService, PasskeyLogin, PasskeyApproval {
  private readonly customers = new Map<string, FakeCustomer>();
  private readonly sessions = new Map<string, FakeSession>();
  private seq = 0;
  /** Every password-grant call, for assertions ("the server was not called"). */
  readonly calls: Array<{ customerNumber: string; password: string }> = [];
  readonly refreshCalls: Array<{ forceLowPriv: boolean; freshSession: boolean; refreshToken?: string; logoutReason?: 'chosen' | 'inactivity' }> = [];
  readonly escalations: Array<{ challengeResponse: string; operationId: string }> = [];
  /** The HttpOnly SessionStore cookie the browser would hold. */
  cookie: string | null = null;
  /** Whether an access token is held in memory. */
  holdsToken = false;
  /** When set, the next call fails with this error (network, 5xx). */
  failNextWith: Error | null = null;
  /** lowpriv_in answered by a refresh without FreshSession (seconds left in the window). */
  remainingLowprivIn: number | null = null;

  constructor(customers: Array<{ customerNumber: string; password: string }>, private readonly lowprivIn = 600,
    readonly safeguard = new FakeSafeguard()) {
    for (const c of customers) this.customers.set(c.customerNumber, { ...c, failures: 0, locked: false });
  }

  async passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    this.calls.push(input);
    this.throwIfTold();
    const customer = this.customers.get(input.customerNumber);
    if (!customer) throw new LoginFailure('mismatch');
    if (customer.locked) throw new LoginFailure('locked');
    if (customer.password !== input.password) {
      customer.failures += 1;
      customer.locked = customer.failures >= 3;
      throw new LoginFailure(customer.locked ? 'locked' : 'mismatch', customer.locked ? null : 3 - customer.failures);
    }
    customer.failures = 0;
    const token = this.mint();
    this.sessions.set(token, { customerNumber: customer.customerNumber, revoked: false, latest: token });
    this.cookie = token;
    this.holdsToken = true;
    return { customerNumber: customer.customerNumber, lowprivIn: this.lowprivIn };
  }

  /** The customer whose passkey the device holds (the passkey grant logs them in); null: none registered. */
  passkeyOf: string | null = null;
  readonly passkeyGrants: Array<{ challengeId: string; customerNumber?: string }> = [];

  async passkeyLoginOptions(): Promise<{ challengeId: string; options: { challenge: string } }> {
    this.seq += 1;
    return { challengeId: `login-${this.seq}`, options: { challenge: `login-challenge-${this.seq}` } };
  }

  /** The passkey grant: the passkey names its customer; a typed customer number must be theirs. */
  async passkeyGrant(input: { challengeId: string; customerNumber?: string }): Promise<TokenGrant> {
    this.passkeyGrants.push(input.customerNumber ? { challengeId: input.challengeId, customerNumber: input.customerNumber } : { challengeId: input.challengeId });
    this.throwIfTold();
    const owner = this.passkeyOf;
    if (!owner || (input.customerNumber && input.customerNumber !== owner)) throw new LoginFailure('passkey');
    const token = this.mint();
    this.sessions.set(token, { customerNumber: owner, revoked: false, latest: token });
    this.cookie = token;
    this.holdsToken = true;
    return { customerNumber: owner, lowprivIn: this.lowprivIn };
  }

  async refresh(input: { forceLowPriv: boolean; freshSession: boolean; refreshToken?: string }): Promise<TokenGrant> {
    this.refreshCalls.push(input);
    this.throwIfTold();
    const presented = input.refreshToken ?? this.cookie;
    const session = presented ? this.sessions.get(presented) : undefined;
    if (!session || session.revoked) throw invalidGrant();
    if (session.latest !== presented) {
      session.revoked = true;
      throw invalidGrant();
    }
    if (input.forceLowPriv) {
      session.revoked = true;
      this.cookie = null;
      return { customerNumber: session.customerNumber, lowprivIn: 0 };
    }
    const next = this.mint();
    session.latest = next;
    this.sessions.set(next, session);
    this.cookie = next;
    this.holdsToken = true;
    const lowprivIn = input.freshSession ? this.lowprivIn : (this.remainingLowprivIn ?? this.lowprivIn);
    return { customerNumber: session.customerNumber, lowprivIn };
  }

  async escalate(input: { challengeResponse: string; operationId: string }): Promise<void> {
    this.escalations.push(input);
    this.throwIfTold();
    const outcome = this.safeguard.verify(input.operationId, input.challengeResponse);
    if (outcome !== 'ok') throw new EscalationFailure(outcome === 'wrong' ? 'wrong-code' : 'expired');
  }

  /** A passkey approval challenge for an operation the bank has open (it carries the operation). */
  async approvalOptions(operationId: string): Promise<PasskeyOptionsReply> {
    this.throwIfTold();
    if (this.safeguard.codeFor(operationId) === null) throw new ApiError(404, null, { message: 'The operation is unknown or has expired.' });
    return { challengeId: `approve-${operationId}`, options: { challenge: `approve-${operationId}` } };
  }

  /** The escalation grant with a passkey: the device must have signed this operation's challenge. */
  async approve(input: { operationId: string; challengeId: string; assertion: PasskeyAssertion }): Promise<void> {
    this.throwIfTold();
    const code = this.safeguard.codeFor(input.operationId);
    const challenge = `approve-${input.operationId}`;
    if (code === null) throw new EscalationFailure('expired');
    if (input.challengeId !== challenge || input.assertion.response.clientDataJSON !== challenge) throw new EscalationFailure('passkey-refused');
    this.safeguard.verify(input.operationId, code);
  }

  forget(): void {
    this.holdsToken = false;
  }

  /** Ends every session server-side, as an expired or revoked session would be. */
  revokeAll(): void {
    for (const session of this.sessions.values()) session.revoked = true;
  }

  private mint(): string {
    this.seq += 1;
    return `refresh-${this.seq}`;
  }

  private throwIfTold(): void {
    if (!this.failNextWith) return;
    const error = this.failNextWith;
    this.failNextWith = null;
    throw error;
  }
}
