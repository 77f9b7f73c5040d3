import { describePayeeServiceContract } from '../contracts/PayeeService.contract';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import { FakePayeeService } from './FakePayeeService';

describePayeeServiceContract('FakePayeeService', async () => {
  const safeguard = new FakeSafeguard();
  return {
    payees: new FakePayeeService(undefined, false, safeguard),
    escalate: async (operationId) => { safeguard.verify(operationId, safeguard.codeFor(operationId) ?? ''); },
    other: new FakePayeeService([]),
    restricted: new FakePayeeService([], true),
  };
});
