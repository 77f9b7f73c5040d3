import { AROHA } from '../../../../support/demoData';
import { sessionKit } from '../../../../support/sessionKit';

describe('Logout', () => {
  it('asks for a low-privilege token, forgets everything and goes to /login?loggedOut=true', async () => {
    const kit = sessionKit({ path: '/online/dashboard' });
    await kit.login.execute(AROHA);
    await kit.cache.fetch('customer-actions/list', async () => ['a']);
    await kit.logout.execute();
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: true, freshSession: false, logoutReason: 'chosen' }]);
    expect(kit.tokens.holdsToken).toBe(false);
    expect(kit.storage.values.size).toBe(0);
    expect(kit.cookies.read('TokenIssueTime')).toBeNull();
    expect(kit.cache.peek('customer-actions/list')).toBeUndefined();
    expect(kit.navigator.path).toBe('/login?loggedOut=true');
  });

  it('revokes the session: the old refresh cookie no longer works', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    const old = kit.tokens.cookie!;
    await kit.logout.execute();
    await expect(kit.tokens.refresh({ forceLowPriv: false, freshSession: false, refreshToken: old })).rejects.toMatchObject({ status: 400 });
  });

  it('still logs out locally when the bank cannot be reached', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.tokens.failNextWith = new Error('offline');
    await kit.logout.execute();
    expect(kit.storage.values.size).toBe(0);
    expect(kit.navigator.path).toBe('/login?loggedOut=true');
  });

  it('stays on the page when asked to (the timeout dialog will open)', async () => {
    const kit = sessionKit({ path: '/online/dashboard' });
    await kit.login.execute(AROHA);
    await kit.logout.execute({ navigate: false });
    expect(kit.navigator.history).toEqual([]);
  });

  it('in the webview sends the timeout command instead of going to the login page', async () => {
    const kit = sessionKit({ webview: true, path: '/online/dashboard' });
    await kit.login.execute(AROHA);
    await kit.logout.execute();
    expect(kit.bridge.commands).toEqual(['timeout']);
    expect(kit.navigator.history).toEqual([]);
  });
});

describe('ExpireSession', () => {
  it('forgets the session locally without revoking it at the bank', async () => {
    const kit = sessionKit();
    await kit.login.execute(AROHA);
    kit.expire.execute();
    expect(kit.tokens.refreshCalls).toEqual([]);
    expect(kit.tokens.holdsToken).toBe(false);
    expect(kit.storage.values.size).toBe(0);
    expect(kit.bridge.sent).toEqual([]);
  });
});
