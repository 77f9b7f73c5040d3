import { describeInboxServiceContract } from '../contracts/InboxService.contract';
import { FakeInboxService } from './FakeInboxService';

describeInboxServiceContract('FakeInboxService', async () => {
  // One inbox per "server": Jack's fake knows none of Aroha's message ids.
  const anonymous = new FakeInboxService();
  anonymous.loggedIn = false;
  return { aroha: new FakeInboxService(), jack: new FakeInboxService([]), anonymous };
});
