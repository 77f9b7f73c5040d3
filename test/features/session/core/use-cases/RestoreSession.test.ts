import { AROHA } from '../../../../support/demoData';
import { sessionKit, settle } from '../../../../support/sessionKit';

describe('RestoreSession in a browser', () => {
  it('restores silently when session storage and the cookie agree on the token issue time', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.tokens.forget(); // a reload loses the in-memory access token
    kit.clock.advance(30_000);
    const grant = await kit.restore.execute();
    expect(grant).toEqual({ customerNumber: '1000001', lowprivIn: 600 });
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: false, freshSession: false, refreshToken: undefined }]);
    expect(kit.storage.get('TokenIssueTime')).toBe(String(kit.clock.now()));
  });

  it('does nothing without a customer number in session storage (a new tab)', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.storage.clear();
    await expect(kit.restore.execute()).resolves.toBeNull();
    expect(kit.tokens.refreshCalls).toHaveLength(0);
  });

  it('does nothing when the cookie holds another issue time (another tab moved on)', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.cookies.write('TokenIssueTime', '12345');
    await expect(kit.restore.execute()).resolves.toBeNull();
    expect(kit.tokens.refreshCalls).toHaveLength(0);
  });

  it('starts logged out and forgets the record when the refresh cookie is no longer valid', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.tokens.revokeAll();
    await expect(kit.restore.execute()).resolves.toBeNull();
    expect(kit.storage.get('customerNumber')).toBeNull();
    expect(kit.cookies.read('TokenIssueTime')).toBeNull();
  });

  it('sends no native command in a browser', async () => {
    const kit = sessionKit();
    await kit.restore.execute();
    kit.clock.advance(20_000);
    expect(kit.bridge.sent).toEqual([]);
  });
});

describe('RestoreSession in the webview', () => {
  it('asks the native app for the refresh token and refreshes with it', async () => {
    const kit = sessionKit({ webview: true });
    await kit.login.execute(AROHA);
    const token = kit.tokens.cookie!;
    kit.tokens.cookie = null; // the webview has no cookie of its own
    const restoring = kit.restore.execute();
    expect(kit.bridge.commands).toEqual(['ready']);
    kit.bridge.answer({ customerNumber: '1000001', refreshToken: token });
    await expect(restoring).resolves.toEqual({ customerNumber: '1000001', lowprivIn: 600 });
    expect(kit.tokens.refreshCalls[0]).toMatchObject({ refreshToken: token, freshSession: false });
  });

  it('when the native app does not answer in 5 s: timeout command after 1 s, close 10 s later', async () => {
    const kit = sessionKit({ webview: true });
    const restoring = kit.restore.execute();
    kit.clock.advance(4_999);
    await settle();
    expect(kit.bridge.commands).toEqual(['ready']);
    kit.clock.advance(1);
    await expect(restoring).resolves.toBeNull();
    kit.clock.advance(999);
    expect(kit.bridge.commands).toEqual(['ready']);
    kit.clock.advance(1);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    kit.clock.advance(9_999);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout']);
    kit.clock.advance(1);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout', 'close']);
  });

  it('when the native token is refused: the same timeout then close', async () => {
    const kit = sessionKit({ webview: true });
    const restoring = kit.restore.execute();
    kit.bridge.answer({ customerNumber: '1000001', refreshToken: 'not-a-token' });
    await expect(restoring).resolves.toBeNull();
    kit.clock.advance(11_000);
    expect(kit.bridge.commands).toEqual(['ready', 'timeout', 'close']);
  });
});
