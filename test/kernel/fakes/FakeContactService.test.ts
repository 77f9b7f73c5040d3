import { ApiError } from '../../../src/kernel/domain/ApiError';
import { describeContactServiceContract } from '../contracts/ContactService.contract';
import { QUEEN_STREET } from '../../features/address/fakes/addressData';
import { FakeContactService } from './FakeContactService';
import { FakeSafeguard } from '../../features/escalation/fakes/FakeSafeguard';

describeContactServiceContract('FakeContactService', async () => {
  const anonymous = new FakeContactService();
  anonymous.loggedIn = false;
  const loggedIn = new FakeContactService();
  const safeguard = new FakeSafeguard();
  loggedIn.safeguard = safeguard;
  return {
    loggedIn, anonymous, queenStreetDpid: QUEEN_STREET.summary.id,
    escalate: async (operationId: string) => { safeguard.verify(operationId, safeguard.codeFor(operationId) ?? ''); },
  };
});

describe('FakeContactService helpers', () => {
  it('records saves and hands out copies, not its own state', async () => {
    const service = new FakeContactService();
    const contact = await service.getContact();
    contact.phones.length = 0;
    expect((await service.getContact()).phones).toHaveLength(2);
    const address = { dpid: null, addressLines: ['1 Test Street'], suburb: null, cityTown: 'Nelson', postcode: '7010' };
    await service.saveAddress('residential', address, 'Kowhai-2026!');
    expect(service.saves).toEqual([{ kind: 'residential', address }]);
  });

  it('fails every call with a 503 when told to', async () => {
    const service = new FakeContactService();
    service.failing = true;
    await expect(service.getContact()).rejects.toEqual(new ApiError(503));
  });
});
