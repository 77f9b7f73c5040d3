import { LoginFailure } from '../../../../../src/features/session/core/domain/LoginFailure';
import type { PasskeyLogin } from '../../../../../src/features/session/core/ports/PasskeyLogin';
import { LoginWithPasskey } from '../../../../../src/features/session/core/use-cases/LoginWithPasskey';
import type { SessionRecord } from '../../../../../src/features/session/core/use-cases/SessionRecord';
import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';
import { FakePasskeyAuthenticator } from '../../../../kernel/fakes/FakePasskeyAuthenticator';

/** The bank's passkey login: one challenge per request; the passkey names Aroha; a typed number must be hers. */
class FakePasskeyLogin implements PasskeyLogin {
  grants: Array<{ challengeId: string; customerNumber?: string }> = [];
  failWith: Error | null = null;
  async passkeyLoginOptions() { return { challengeId: 'challenge-1', options: { challenge: 'abc' } }; }
  async passkeyGrant(input: { challengeId: string; customerNumber?: string }) {
    if (this.failWith) throw this.failWith;
    if (input.customerNumber && input.customerNumber !== '1000001') throw new LoginFailure('passkey');
    this.grants.push(input.customerNumber ? { challengeId: input.challengeId, customerNumber: input.customerNumber } : { challengeId: input.challengeId });
    return { customerNumber: '1000001', lowprivIn: 600 };
  }
}

function setup() {
  const tokens = new FakePasskeyLogin();
  const device = new FakePasskeyAuthenticator();
  const saved: Array<{ customerNumber: string; at: number }> = [];
  const record = { save: (customerNumber: string, at: number) => { saved.push({ customerNumber, at }); } } as unknown as SessionRecord;
  const clock = new FakeClock();
  return { tokens, device, saved, clock, use: new LoginWithPasskey(tokens, device, record, clock) };
}

describe('LoginWithPasskey', () => {
  it('signs the bank\'s challenge with the device\'s passkey and records the session of the passkey\'s customer', async () => {
    const { tokens, device, saved, clock, use } = setup();
    await expect(use.execute()).resolves.toEqual({ customerNumber: '1000001', lowprivIn: 600 });
    expect(device.asked).toEqual([{ kind: 'get', challenge: 'abc' }]);
    expect(tokens.grants).toEqual([{ challengeId: 'challenge-1' }]);
    expect(saved).toEqual([{ customerNumber: '1000001', at: clock.now() }]);
  });

  it('sends a typed customer number along (trimmed): another customer\'s passkey is refused', async () => {
    const { use } = setup();
    await expect(use.execute({ customerNumber: ' 1000004 ' })).rejects.toEqual(new LoginFailure('passkey'));
  });

  it('resolves null when the customer cancels at the device: nothing to show, nothing recorded', async () => {
    const { device, saved, use } = setup();
    device.cancels = true;
    await expect(use.execute()).resolves.toBeNull();
    expect(saved).toEqual([]);
  });

  it('turns a network or server failure into "unavailable"', async () => {
    const { tokens, use } = setup();
    tokens.failWith = new ApiError(0);
    await expect(use.execute()).rejects.toEqual(new LoginFailure('unavailable'));
  });
});
