import { describeSessionsServiceContract } from '../contracts/SessionsService.contract';
import { AROHA_SESSIONS, FakeSessionsService } from './FakeSessionsService';

describeSessionsServiceContract('FakeSessionsService', async () => {
  const here = new FakeSessionsService();
  // The other browser's view of the same bank: once logged out from here, its calls are refused.
  const elsewhere = new FakeSessionsService(AROHA_SESSIONS.map((s) => ({ ...s, current: !s.current })));
  const logOutOthers = here.logOutOthers.bind(here);
  here.logOutOthers = async () => { await logOutOthers(); elsewhere.loggedIn = false; };
  const logOut = here.logOut.bind(here);
  here.logOut = async (id) => { await logOut(id); if (id === 's-phone') elsewhere.loggedIn = false; };
  const anonymous = new FakeSessionsService();
  anonymous.loggedIn = false;
  return { here, elsewhere, anonymous };
});
