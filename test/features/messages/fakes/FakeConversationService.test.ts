import { describeConversationServiceContract } from '../contracts/ConversationService.contract';
import { FakeConversationService } from './FakeConversationService';
import { FakeInboxService } from './FakeInboxService';

describeConversationServiceContract('FakeConversationService', async () => {
  const jackInbox = new FakeInboxService([]);
  const anonymous = new FakeConversationService();
  anonymous.loggedIn = false;
  // Aroha's session is another customer's: it holds none of Jack's conversations or files.
  return { jack: new FakeConversationService(jackInbox), jackInbox, aroha: new FakeConversationService(new FakeInboxService()), anonymous };
});
