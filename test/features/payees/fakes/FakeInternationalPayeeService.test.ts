import { describeInternationalPayeeServiceContract } from '../contracts/InternationalPayeeService.contract';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import { FakeInternationalPayeeService } from './FakeInternationalPayeeService';

describeInternationalPayeeServiceContract('FakeInternationalPayeeService', async () => {
  const safeguard = new FakeSafeguard();
  return {
    payees: new FakeInternationalPayeeService(undefined, false, safeguard),
    escalate: async (operationId) => { safeguard.verify(operationId, safeguard.codeFor(operationId) ?? ''); },
    other: new FakeInternationalPayeeService([]),
    restricted: new FakeInternationalPayeeService([], true),
  };
});
