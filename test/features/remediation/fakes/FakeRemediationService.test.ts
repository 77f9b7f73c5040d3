import { describeRemediationServiceContract } from '../contracts/RemediationService.contract';
import { FakeRemediationService } from './FakeRemediationService';

describeRemediationServiceContract('FakeRemediationService', async () => {
  const notRecipient = new FakeRemediationService();
  notRecipient.recipient = null;
  const anonymous = new FakeRemediationService();
  anonymous.loggedIn = false;
  return { recipient: new FakeRemediationService(), caseReference: 'CCCFA-2026-0007', notRecipient, anonymous };
});
