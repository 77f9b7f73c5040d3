import { describeMessagesServiceContract } from '../contracts/MessagesService.contract';
import { FakeMessagesService } from './FakeMessagesService';

describeMessagesServiceContract('FakeMessagesService', async () => {
  const anonymous = new FakeMessagesService();
  anonymous.loggedIn = false;
  return { loggedIn: new FakeMessagesService(), anonymous };
});
