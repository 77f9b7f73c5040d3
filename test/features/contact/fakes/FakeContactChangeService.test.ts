import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { describeContactChangeServiceContract } from '../contracts/ContactChangeService.contract';
import { FakeContactChangeService } from './FakeContactChangeService';

describeContactChangeServiceContract('FakeContactChangeService', async () => {
  const liamContact = new FakeContactService({ email: 'liam.wilson@example.co.nz', phones: [], residentialAddress: null, postalAddress: null });
  const liam = new FakeContactChangeService(liamContact);
  const aroha = new FakeContactChangeService();
  const anonymous = new FakeContactChangeService();
  anonymous.loggedIn = false;
  const all = [liam, aroha];
  return {
    liam: { changes: liam, contact: liamContact, escalate: async (id) => liam.escalate(id) },
    aroha: { changes: aroha, contact: aroha.contacts, escalate: async (id) => aroha.escalate(id) },
    anonymous,
    codeFor: async (operationId) => all.flatMap((s) => s.sent).find((s) => s.operationId === operationId)!.code,
  };
});
