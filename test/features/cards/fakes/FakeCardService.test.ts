import { describeCardServiceContract } from '../contracts/CardService.contract';
import { AROHA_NEW_CARD, FakeCardService } from './FakeCardService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

describeCardServiceContract('FakeCardService', async () => {
  const anonymous = new FakeCardService();
  anonymous.loggedIn = false;
  const jack = new FakeCardService([{
    id: 'card-1000004-1', kind: 'debit', accountName: 'Everyday', last4: '4004', expires: '04/28', status: 'active',
    activated: true, activationLocked: false, onlinePurchases: true, overseasPurchases: false, printed: { last4: '4004', expires: '04/28' },
  }]);
  const aroha = new FakeCardService();
  const safeguard = new FakeSafeguard();
  aroha.safeguard = safeguard;
  return {
    aroha, jack, anonymous, printedOnNewCard: async () => AROHA_NEW_CARD,
    escalate: async (operationId: string) => { safeguard.verify(operationId, safeguard.codeFor(operationId) ?? ''); },
  };
});
