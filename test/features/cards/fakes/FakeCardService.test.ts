import { describeCardServiceContract } from '../contracts/CardService.contract';
import { FakeCardService } from './FakeCardService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

describeCardServiceContract('FakeCardService', async () => {
  const anonymous = new FakeCardService();
  anonymous.loggedIn = false;
  const jack = new FakeCardService([{ id: 'card-1000004-1', kind: 'debit', accountName: 'Everyday', last4: '4004', expires: '04/28', status: 'active' }]);
  const aroha = new FakeCardService();
  const safeguard = new FakeSafeguard();
  aroha.safeguard = safeguard;
  return {
    aroha, jack, anonymous,
    escalate: async (operationId: string) => { safeguard.verify(operationId, safeguard.codeFor(operationId) ?? ''); },
  };
});
