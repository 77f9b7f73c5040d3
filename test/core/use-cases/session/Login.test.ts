import { ApiError } from '../../../../src/core/domain/ApiError';
import { LoginFailure } from '../../../../src/core/domain/LoginFailure';
import { Login } from '../../../../src/core/use-cases/session/Login';
import { AROHA } from '../../../fakes/demoData';
import { FakeTokenService } from '../../../fakes/FakeTokenService';

describe('Login', () => {
  let tokens: FakeTokenService;
  let login: Login;
  beforeEach(() => {
    tokens = new FakeTokenService([AROHA], 540);
    login = new Login(tokens);
  });

  it('returns the grant for the right customer number and password', async () => {
    await expect(login.execute({ customerNumber: '1000001', password: AROHA.password }))
      .resolves.toEqual({ customerNumber: '1000001', lowprivIn: 540 });
  });

  it('trims the customer number before sending it', async () => {
    await login.execute({ customerNumber: ' 1000001 ', password: AROHA.password });
    expect(tokens.calls[0]?.customerNumber).toBe('1000001');
  });

  it('treats a 4-character password as a one-time password and never calls the server', async () => {
    await expect(login.execute({ customerNumber: '1000001', password: '4821' })).rejects.toEqual(new LoginFailure('one-time-password'));
    expect(tokens.calls).toHaveLength(0);
  });

  it('passes a mismatch through with the spec message', async () => {
    const failure = await login.execute({ customerNumber: '1000001', password: 'wrong-one' }).catch((e: unknown) => e);
    expect(failure).toEqual(new LoginFailure('mismatch'));
    expect((failure as Error).message).toBe("Sorry, your customer number or password doesn't match our records. Please try again.");
  });

  it('is locked out after three failures and stops calling the server', async () => {
    const wrong = { customerNumber: '1000001', password: 'wrong-one' };
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
    await expect(login.execute(wrong)).rejects.toEqual(new LoginFailure('locked'));
    await expect(login.execute({ customerNumber: '1000001', password: AROHA.password })).rejects.toEqual(new LoginFailure('locked'));
    expect(tokens.calls).toHaveLength(3);
  });

  it('reports the lock the server gives even before three local failures', async () => {
    const locking = new FakeTokenService([AROHA]);
    locking.failNextWith = new LoginFailure('locked');
    await expect(new Login(locking).execute({ customerNumber: '1000001', password: AROHA.password })).rejects.toEqual(new LoginFailure('locked'));
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
});
