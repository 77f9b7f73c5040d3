import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { LoginFailure } from '../../../../../src/features/session/core/domain/LoginFailure';
import { Login } from '../../../../../src/features/session/core/use-cases/Login';
import { AROHA, TAMA } from '../../../../support/demoData';
import { type FakeTokenService } from '../../fakes/FakeTokenService';
import { sessionKit, type SessionKit } from '../../../../support/sessionKit';

describe('Login', () => {
  let kit: SessionKit;
  let tokens: FakeTokenService;
  let login: Login;
  beforeEach(() => {
    kit = sessionKit({ lowprivIn: 540 });
    tokens = kit.tokens;
    login = kit.login;
  });

  it('returns the grant for the right customer number and password', async () => {
    await expect(login.execute({ customerNumber: '1000001', password: AROHA.password }))
      .resolves.toEqual({ customerNumber: '1000001', lowprivIn: 540 });
  });

  it('records the customer number and token issue time in session storage and the cookie', async () => {
    await login.execute({ customerNumber: '1000001', password: AROHA.password });
    expect(kit.storage.get('customerNumber')).toBe('1000001');
    expect(kit.storage.get('TokenIssueTime')).toBe(String(kit.clock.now()));
    expect(kit.cookies.read('TokenIssueTime')).toBe(String(kit.clock.now()));
  });

  it('trims the customer number before sending it', async () => {
    await login.execute({ customerNumber: ' 1000001 ', password: AROHA.password });
    expect(tokens.calls[0]?.customerNumber).toBe('1000001');
  });

  it('treats a 4-character password as a one-time password and never calls the server', async () => {
    const failure = await login.execute({ customerNumber: '1000001', password: '4821' }).catch((e: unknown) => e);
    expect(failure).toEqual(new LoginFailure('one-time-password'));
    expect((failure as Error).message).toBe("It appears you're trying to log in with a one-time password. Please go to the login page and try again.");
    expect(tokens.calls).toHaveLength(0);
  });

  it('passes a mismatch through with the spec message', async () => {
    const failure = await login.execute({ customerNumber: '1000001', password: 'wrong-one' }).catch((e: unknown) => e);
    expect(failure).toEqual(new LoginFailure('mismatch'));
    expect((failure as Error).message).toBe("Sorry, your customer number or password doesn't match our records. Please try again.");
  });

  it('shows the lockout the server reports at the third failure, for that customer', async () => {
    const wrong = { customerNumber: '1000001', password: 'wrong-one' };
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
    const third = await login.execute(wrong).catch((e: unknown) => e);
    expect(third).toEqual(new LoginFailure('locked'));
    expect((third as Error).message).toBe("That's too many unsuccessful attempts and your account is now locked. Please reset your password.");
    await expect(login.execute({ customerNumber: '1000001', password: AROHA.password })).rejects.toEqual(new LoginFailure('locked'));
    expect(tokens.calls).toHaveLength(4);
  });

  it('counts nothing itself: after three mismatches for one customer, another still reaches the server and logs in', async () => {
    const wrong = { customerNumber: '1000001', password: 'wrong-one' };
    for (let i = 0; i < 3; i += 1) await login.execute(wrong).catch(() => undefined);
    await expect(login.execute({ customerNumber: TAMA.customerNumber, password: TAMA.password })).resolves.toMatchObject({ customerNumber: TAMA.customerNumber });
  });

  it('reports the lock the server gives even before three local failures', async () => {
    tokens.failNextWith = new LoginFailure('locked');
    await expect(login.execute({ customerNumber: '1000001', password: AROHA.password })).rejects.toEqual(new LoginFailure('locked'));
  });

  it('turns any other failure into the generic message with the support phone', async () => {
    tokens.failNextWith = new ApiError(503);
    const failure = await login.execute({ customerNumber: '1000001', password: AROHA.password }).catch((e: unknown) => e);
    expect(failure).toEqual(new LoginFailure('unavailable'));
    expect((failure as Error).message).toBe('Sorry, something went wrong while trying to login. Please try again later, or call 0800 569 424 if you continue to experience this problem.');
  });

  it('resets the failure count after a success', async () => {
    const wrong = { customerNumber: '1000001', password: 'wrong-one' };
    await login.execute(wrong).catch(() => undefined);
    await login.execute(wrong).catch(() => undefined);
    await login.execute({ customerNumber: '1000001', password: AROHA.password });
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
  });

  it('works without the kit too (no record of a failed login)', async () => {
    await new Login(tokens, kit.record, kit.clock).execute({ customerNumber: '1000001', password: 'nope-nope' }).catch(() => undefined);
    expect(kit.storage.values.size).toBe(0);
  });
});
