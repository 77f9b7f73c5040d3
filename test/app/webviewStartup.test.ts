import { ApiError } from '../../src/kernel/domain/ApiError';
import { AROHA } from '../support/demoData';
import { sessionKit, sessionStoreOf, settle } from '../support/sessionKit';

/** A customer logged in on the phone: the native app holds the refresh token, the webview nothing. */
async function nativeAppHoldingToken() {
  const kit = sessionKit({ webview: true, path: '/online/dashboard' });
  await kit.login.execute(AROHA);
  const refreshToken = kit.tokens.cookie!;
  kit.tokens.cookie = null;
  kit.tokens.forget();
  kit.storage.clear();
  kit.bridge.sent.length = 0;
  return { kit, refreshToken, store: sessionStoreOf(kit) };
}

describe('webview start-up (the SessionStore over the webview root, fake app and clock)', () => {
  it('asks the app for the token, refreshes with it and is logged in', async () => {
    const { kit, refreshToken, store } = await nativeAppHoldingToken();
    const starting = store.start();
    expect(kit.bridge.sent).toEqual(['kowhaibank://ready?v=1&request=token']);
    kit.bridge.answer({ customerNumber: '1000001', refreshToken });
    await starting;
    expect(store.isLoggedIn).toBe(true);
    expect(store.customerNumber).toBe('1000001');
    kit.clock.advance(60_000);
    expect(kit.bridge.commands).toEqual(['ready']);
  });

  it('when the app does not answer in 5 s: logged out, timeout at 1 s, close 10 s after that', async () => {
    const { kit, store } = await nativeAppHoldingToken();
    const starting = store.start();
    kit.clock.advance(5_000);
    await starting;
    expect(store.ready).toBe(true);
    expect(store.isLoggedIn).toBe(false);
    kit.clock.advance(999);
    expect(kit.bridge.commands).toEqual(['ready']);
    kit.clock.advance(1);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    kit.clock.advance(9_999);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    kit.clock.advance(1);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout', 'close']);
  });

  it('when the bank refuses the token: timeout after 1 s, close 10 s later', async () => {
    const { kit, store } = await nativeAppHoldingToken();
    const starting = store.start();
    kit.bridge.answer({ customerNumber: '1000001', refreshToken: 'revoked-or-made-up' });
    await starting;
    expect(store.isLoggedIn).toBe(false);
    kit.clock.advance(1_000);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    kit.clock.advance(10_000);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout', 'close']);
  });

  it("refuses a token of another customer than the app says (timeout, then close)", async () => {
    const { kit, refreshToken, store } = await nativeAppHoldingToken();
    const starting = store.start();
    kit.bridge.answer({ customerNumber: '1000002', refreshToken });
    await starting;
    expect(store.isLoggedIn).toBe(false);
    kit.clock.advance(11_000);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout', 'close']);
  });

  it('logout sends timeout and stays on the page (no /login in the webview)', async () => {
    const { kit, refreshToken, store } = await nativeAppHoldingToken();
    const starting = store.start();
    kit.bridge.answer({ customerNumber: '1000001', refreshToken });
    await starting;
    await store.logout();
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    expect(kit.navigator.history).toEqual([]);
  });

  it.each([7009, 98, 7008])('a session-expiry code (%i) sends timeout', async (code) => {
    const { kit, refreshToken, store } = await nativeAppHoldingToken();
    const starting = store.start();
    kit.bridge.answer({ customerNumber: '1000001', refreshToken });
    await starting;
    kit.errors.execute(new ApiError(401, code, { message: 'Session over', NativeErrorCode: code }), { queryKey: 'customer' });
    await settle();
    expect(store.isLoggedIn).toBe(false);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    expect(kit.navigator.history).toEqual([]);
  });
});
