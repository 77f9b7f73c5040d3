import { describeTokenServiceContract } from '../contracts/TokenService.contract';
import { AROHA, TAMA } from '../../../support/demoData';
import { FakeTokenService } from './FakeTokenService';

describeTokenServiceContract('FakeTokenService', async () => {
  const service = new FakeTokenService([AROHA, TAMA]);
  return {
    service,
    refreshCookie: () => service.cookie,
    startProtectedOperation: async () => service.safeguard.issue(),
    customer: AROHA,
    lockable: async () => TAMA,
  };
});

describe('FakeTokenService helpers', () => {
  it('answers the seconds left when the session is not fresh', async () => {
    const service = new FakeTokenService([AROHA], 600);
    await service.passwordGrant(AROHA);
    service.remainingLowprivIn = 42;
    await expect(service.refresh({ forceLowPriv: false, freshSession: false })).resolves.toMatchObject({ lowprivIn: 42 });
    await expect(service.refresh({ forceLowPriv: false, freshSession: true })).resolves.toMatchObject({ lowprivIn: 600 });
  });

  it('fails the next call when told to', async () => {
    const service = new FakeTokenService([AROHA]);
    service.failNextWith = new Error('offline');
    await expect(service.passwordGrant(AROHA)).rejects.toThrow('offline');
    await expect(service.passwordGrant(AROHA)).resolves.toMatchObject({ customerNumber: '1000001' });
  });

  it('approves an open operation with a passkey that signed its challenge, and nothing else', async () => {
    const service = new FakeTokenService([AROHA]);
    const { operationId } = service.safeguard.issue();
    const { challengeId, options } = await service.approvalOptions(operationId);
    const signed = (challenge: string) => ({
      id: 'k', rawId: 'k', type: 'public-key' as const, response: { clientDataJSON: challenge, authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {},
    });
    await expect(service.approve({ operationId, challengeId, assertion: signed('another-challenge') })).rejects.toMatchObject({ reason: 'passkey-refused' });
    expect(service.safeguard.isEscalated(operationId)).toBe(false);
    await service.approve({ operationId, challengeId, assertion: signed(options.challenge) });
    expect(service.safeguard.isEscalated(operationId)).toBe(true);
    await expect(service.approvalOptions('no-such-operation')).rejects.toMatchObject({ status: 404 });
  });
});
