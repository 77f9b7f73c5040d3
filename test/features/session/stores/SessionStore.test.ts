import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { LoginFailure } from '../../../../src/features/session/core/domain/LoginFailure';
import { AROHA } from '../../../support/demoData';
import { AROHA_CONTACT } from '../../../kernel/fakes/FakeContactService';
import { sessionKit, sessionStoreOf, settle } from '../../../support/sessionKit';

async function loggedIn(options: { lowprivIn?: number; path?: string } = {}) {
  const kit = sessionKit({ path: options.path ?? '/online/dashboard', lowprivIn: options.lowprivIn });
  const store = sessionStoreOf(kit);
  await store.start();
  await store.login(AROHA);
  return { kit, store };
}

describe('SessionStore: logging in', () => {
  it('goes loggedOut → loggingIn → loggedIn', async () => {
    const kit = sessionKit();
    const store = sessionStoreOf(kit);
    const pending = store.login(AROHA);
    expect(store.status).toBe('loggingIn');
    await pending;
    expect(store.status).toBe('loggedIn');
    expect(store.customerNumber).toBe('1000001');
  });

  it('a one-time password fails without calling the bank and stays logged out', async () => {
    const kit = sessionKit();
    const store = sessionStoreOf(kit);
    await expect(store.login({ customerNumber: '1000001', password: 'ab12' })).rejects.toEqual(new LoginFailure('one-time-password'));
    expect(store.status).toBe('loggedOut');
    expect(kit.tokens.calls).toHaveLength(0);
  });

  it('three failures lock the customer out', async () => {
    const store = sessionStoreOf(sessionKit());
    const wrong = { customerNumber: '1000001', password: 'wrong-wrong' };
    await store.login(wrong).catch(() => undefined);
    await store.login(wrong).catch(() => undefined);
    expect(store.status).toBe('loggedOut');
    await expect(store.login(wrong)).rejects.toEqual(new LoginFailure('locked'));
    expect(store.status).toBe('lockedOut');
  });

  it('after login, goes where the customer was going when the contact details are complete', async () => {
    const { kit, store } = await loggedIn({ path: '/login' });
    await store.completeLogin({ intended: '/security' });
    expect(kit.navigator.path).toBe('/security');
  });

  it('after login, goes to details setup when the customer has no email', async () => {
    const kit = sessionKit({ path: '/login', contact: { ...AROHA_CONTACT, email: null } });
    const store = sessionStoreOf(kit);
    store.requestLogin();
    await store.login(AROHA);
    await store.completeLogin({ intended: '/security' });
    expect(store.loginDialog).toBeNull();
    expect(kit.navigator.path).toBe('/setup/internet-banking/details');
  });

  it('does not open an optional login dialog over the login page', () => {
    const store = sessionStoreOf(sessionKit({ path: '/login?loggedOut=true' }));
    store.requestLogin();
    expect(store.loginDialog).toBeNull();
  });

  it('opens and closes the login dialog; a required one cannot be dismissed', async () => {
    const store = sessionStoreOf(sessionKit());
    store.requestLogin();
    expect(store.loginDialog).toEqual({ required: false });
    store.dismissLogin();
    expect(store.loginDialog).toBeNull();
    store.requestLogin({ required: true });
    store.dismissLogin();
    expect(store.loginDialog).toEqual({ required: true });
    await store.login(AROHA);
    expect(store.loginDialog).toBeNull();
  });
});

describe('SessionStore: start-up restore', () => {
  it('restores a session after a reload', async () => {
    const first = sessionKit();
    await first.login.execute(AROHA);
    first.tokens.forget();
    const store = sessionStoreOf(first);
    expect(store.ready).toBe(false);
    await store.start();
    expect(store.ready).toBe(true);
    expect(store.status).toBe('loggedIn');
  });

  it('is ready and logged out when there is nothing to restore', async () => {
    const store = sessionStoreOf(sessionKit());
    await Promise.all([store.start(), store.start()]);
    expect(store).toMatchObject({ ready: true, status: 'loggedOut' });
  });
});

describe('SessionStore: timers', () => {
  it('opens the inactivity warning at 9 minutes, to the second', async () => {
    const { kit, store } = await loggedIn();
    kit.clock.advance(539_999);
    expect(store.inactivityWarningOpen).toBe(false);
    kit.clock.advance(1);
    expect(store.inactivityWarningOpen).toBe(true);
  });

  it("'Stay logged in' closes the warning and keeps the session", async () => {
    const { kit, store } = await loggedIn();
    kit.clock.advance(540_000);
    await store.stayLoggedIn();
    expect(store.inactivityWarningOpen).toBe(false);
    kit.clock.advance(120_000);
    await settle();
    expect(store.status).toBe('loggedIn');
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: false, freshSession: true }]);
  });

  it('logs out at the end of the inactivity period: /login?loggedOut=true&reason=inactivity, told to the bank as inactivity', async () => {
    const { kit, store } = await loggedIn();
    kit.clock.advance(600_000);
    await settle();
    expect(store.status).toBe('loggedOut');
    expect(store.inactivityWarningOpen).toBe(false);
    expect(store.timeoutDialogOpen).toBe(false);
    expect(kit.navigator.path).toBe('/login?loggedOut=true&reason=inactivity');
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: true, freshSession: false, logoutReason: 'inactivity' }]);
  });

  it('when lowpriv_in reaches 0 first: logged out, timeout dialog open, no navigation', async () => {
    const { kit, store } = await loggedIn();
    kit.clock.advance(30_000);
    kit.activity.emit();
    kit.clock.advance(570_000);
    await settle();
    expect(store.status).toBe('expired');
    expect(store.timeoutDialogOpen).toBe(true);
    expect(store.inactivityWarningOpen).toBe(false);
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: true, freshSession: false, logoutReason: 'inactivity' }]);
    expect(kit.navigator.path).toBe('/online/dashboard');
    store.acknowledgeTimeout();
    expect(store).toMatchObject({ status: 'loggedOut', timeoutDialogOpen: false });
    expect(kit.navigator.path).toBe('/login');
  });

  it('activity after a minute refreshes the token (throttled)', async () => {
    const { kit } = await loggedIn();
    kit.clock.advance(61_000);
    kit.activity.emit();
    kit.activity.emit();
    await settle();
    expect(kit.tokens.refreshCalls).toHaveLength(1);
  });
});

describe('SessionStore: session-expiry codes and logout', () => {
  it.each([7009, 98, 7008])('NativeErrorCode %i expires the session and opens the timeout dialog', async (code) => {
    const { kit, store } = await loggedIn();
    await kit.cache.fetch('accounts/list', () => Promise.reject(new ApiError(401, code))).catch(() => undefined);
    expect(store.status).toBe('expired');
    expect(store.timeoutDialogOpen).toBe(true);
    expect(kit.tokens.holdsToken).toBe(false);
    expect(kit.storage.values.size).toBe(0);
    expect(kit.monitoring.reports).toEqual([]);
    kit.clock.advance(700_000);
    expect(kit.tokens.refreshCalls).toEqual([]);
  });

  it('another error is reported to monitoring with its query key and leaves the session alone', async () => {
    const { kit, store } = await loggedIn();
    const failure = new ApiError(500);
    await kit.cache.fetch('customer-actions/list', () => Promise.reject(failure)).catch(() => undefined);
    expect(store.status).toBe('loggedIn');
    expect(kit.monitoring.reports).toEqual([{ error: failure, queryKey: 'customer-actions/list' }]);
  });

  it('logout revokes, forgets and goes to /login?loggedOut=true; the timers stop', async () => {
    const { kit, store } = await loggedIn();
    await store.logout();
    expect(store.status).toBe('loggedOut');
    expect(store.customerNumber).toBeNull();
    expect(kit.navigator.path).toBe('/login?loggedOut=true');
    expect(kit.clock.pending).toBe(0);
    expect(kit.activity.listenerCount).toBe(0);
  });

  it('a required login dialog does not open over the timeout dialog', async () => {
    const { kit, store } = await loggedIn();
    await kit.cache.fetch('x', () => Promise.reject(new ApiError(401, 98))).catch(() => undefined);
    store.requestLogin({ required: true });
    expect(store.loginDialog).toBeNull();
  });
});
