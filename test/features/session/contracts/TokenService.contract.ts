import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { EscalationFailure } from '../../../../src/kernel/domain/Escalation';
import { LoginFailure } from '../../../../src/features/session/core/domain/LoginFailure';
import type { TokenService } from '../../../../src/features/session/core/ports/TokenService';

export interface TokenSubject {
  service: TokenService;
  /** The refresh token the browser's SessionStore cookie holds now (tests only: script never sees it). */
  refreshCookie(): string | null;
  /** Starts a safeguarded operation for the logged-in customer: its id and the code "sent by SMS". */
  startProtectedOperation(): Promise<{ operationId: string; code: string }>;
  /** A customer the test logs in as (Aroha, or a customer shaped as her). */
  customer: { customerNumber: string; password: string };
  /** A customer the test may lock out (Tama, or a customer shaped as him); asked for only by the lockout test. */
  lockable(): Promise<{ customerNumber: string; password: string }>;
}

const REFRESH = { forceLowPriv: false, freshSession: true };

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  const failure = await promise.then(() => null, (error: unknown) => error);
  return failure instanceof ApiError ? failure.status : null;
}

/**
 * What every TokenService must do, run against the fake and against AxiosTokenService on
 * a real sandbox server. `make` gives a fresh subject with customers of its own (the demo
 * seed, or clones of it), so one test's lockout or revoked session never reaches another.
 */
export function describeTokenServiceContract(name: string, make: () => Promise<TokenSubject>) {
  describe(`${name} honours the TokenService contract`, () => {
    let subject: TokenSubject;
    let service: TokenService;
    let customer: TokenSubject['customer'];
    beforeEach(async () => { subject = await make(); service = subject.service; customer = subject.customer; });
    const logIn = () => service.passwordGrant({ customerNumber: customer.customerNumber, password: customer.password });

    it('grants a token for the right customer number and password', async () => {
      const grant = await logIn();
      expect(grant.customerNumber).toBe(customer.customerNumber);
      expect(grant.lowprivIn).toBeGreaterThan(0);
    });

    it('refuses a wrong password as a mismatch', async () => {
      await expect(service.passwordGrant({ customerNumber: customer.customerNumber, password: 'wrong-password' }))
        .rejects.toEqual(new LoginFailure('mismatch'));
    });

    it('refuses an unknown customer exactly as a wrong password', async () => {
      await expect(service.passwordGrant({ customerNumber: '9999999', password: customer.password }))
        .rejects.toEqual(new LoginFailure('mismatch'));
    });

    it('locks the customer on the third failure, then refuses even the right password', async () => {
      const lockable = await subject.lockable();
      const wrong = { customerNumber: lockable.customerNumber, password: 'nope-nope' };
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('locked'));
      await expect(service.passwordGrant(lockable)).rejects.toEqual(new LoginFailure('locked'));
    });

    it('refreshes with the cookie, rotating the refresh token', async () => {
      await logIn();
      const first = subject.refreshCookie();
      await expect(service.refresh(REFRESH)).resolves.toMatchObject({ customerNumber: customer.customerNumber });
      expect(subject.refreshCookie()).not.toBe(first);
      await expect(service.refresh(REFRESH)).resolves.toMatchObject({ customerNumber: customer.customerNumber });
    });

    it('refuses a refresh without a session as invalid_grant (400)', async () => {
      expect(await statusOf(service.refresh(REFRESH))).toBe(400);
    });

    it('revokes the whole session when an old refresh token is presented again', async () => {
      await logIn();
      const old = subject.refreshCookie()!;
      // Twice: the chain has moved on past it (the bank's moment of grace is for the answer to the last refresh only).
      await service.refresh(REFRESH);
      await service.refresh(REFRESH);
      expect(await statusOf(service.refresh({ ...REFRESH, refreshToken: old }))).toBe(400);
      expect(await statusOf(service.refresh(REFRESH))).toBe(400);
    });

    it('refreshes with a token value (the native app) and keeps refreshing after it rotates', async () => {
      await logIn();
      const value = subject.refreshCookie()!;
      await expect(service.refresh({ ...REFRESH, refreshToken: value })).resolves.toMatchObject({ customerNumber: customer.customerNumber });
      await expect(service.refresh(REFRESH)).resolves.toMatchObject({ customerNumber: customer.customerNumber });
    });

    it('logs out with ClientForcedLowPriv: lowpriv_in 0, then the refresh token is refused', async () => {
      await logIn();
      const old = subject.refreshCookie()!;
      await expect(service.refresh({ forceLowPriv: true, freshSession: false })).resolves.toMatchObject({ lowprivIn: 0 });
      service.forget();
      expect(await statusOf(service.refresh({ ...REFRESH, refreshToken: old }))).toBe(400);
    });

    it('escalates with the right code, and refuses a wrong code or an unknown operation', async () => {
      await logIn();
      const { operationId, code } = await subject.startProtectedOperation();
      const wrong = code === '000000' ? '111111' : '000000';
      await expect(service.escalate({ challengeResponse: wrong, operationId })).rejects.toEqual(new EscalationFailure('wrong-code'));
      await expect(service.escalate({ challengeResponse: code, operationId: 'no-such-operation' })).rejects.toEqual(new EscalationFailure('expired'));
      await expect(service.escalate({ challengeResponse: code, operationId })).resolves.toBeUndefined();
    });
  });
}
