import { LogOutDevice } from '../../../../../src/features/security/core/use-cases/LogOutDevice';
import { describeActivity, isWarning } from '../../../../../src/features/security/core/domain/SecurityActivity';
import { FakeSessionsService } from '../../fakes/FakeSessionsService';

describe('LogOutDevice', () => {
  it("ends the other device's sessions and answers the list as it now is", async () => {
    const sessions = new FakeSessionsService();
    const left = await new LogOutDevice(sessions).execute('s-phone');
    expect(left.map((s) => s.id)).toEqual(['s-here']);
  });

  it("refuses this device's own row (that is Log out)", async () => {
    await expect(new LogOutDevice(new FakeSessionsService()).execute('s-here')).rejects.toMatchObject({ status: 400 });
  });
});

describe('SecurityActivity words', () => {
  it('names every kind in words, and a kind the client does not know yet still reads sensibly', () => {
    expect(describeActivity('login-new-device')).toBe('Logged in from a new device');
    expect(describeActivity('logout-inactivity')).toBe('Logged out for inactivity');
    expect(describeActivity('logout')).toBe('Logged out');
    expect(describeActivity('scam-warning-shown')).toBe('Security event (scam warning shown)');
  });

  it('marks failures, locks and the stolen-token signal as warnings, not ordinary events', () => {
    expect(['login-failed', 'login-locked', 'refresh-token-reuse', 'step-up-code-wrong'].every(isWarning)).toBe(true);
    expect(['login', 'payee-added', 'logout'].some(isWarning)).toBe(false);
  });
});
