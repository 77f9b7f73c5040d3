import { describeRemediationServiceContract } from '../contracts/RemediationService.contract';
import { FakeRemediationService } from './FakeRemediationService';

describeRemediationServiceContract('FakeRemediationService', async () => {
  const notRecipient = new FakeRemediationService();
  notRecipient.recipient = null;
  const anonymous = new FakeRemediationService();
  anonymous.loggedIn = false;
  const recipient = new FakeRemediationService();
  return { recipient, caseReference: 'CCCFA-2026-0007', escalate: (operationId) => recipient.escalate(operationId), notRecipient, anonymous };
});
