import { describeFeatureServiceContract } from '../contracts/FeatureService.contract';
import { describeSecurityServiceContract } from '../contracts/SecurityService.contract';
import { describeSystemStatusServiceContract } from '../contracts/SystemStatusService.contract';
import { AROHA } from './demoData';
import { FakeFeatureService } from './FakeFeatureService';
import { FakeSecurityService } from './FakeSecurityService';
import { FakeSystemStatusService } from './FakeSystemStatusService';
import { FakeTokenService } from './FakeTokenService';

describeSystemStatusServiceContract('FakeSystemStatusService', async () => {
  const service = new FakeSystemStatusService();
  return { service, setStatus: async (subsystem, status) => { service.status = { ...service.status, [subsystem]: status }; } };
});

describeFeatureServiceContract('FakeFeatureService', async () => {
  const loggedIn = new FakeFeatureService();
  const anonymous = new FakeFeatureService();
  anonymous.loggedIn = false;
  return { loggedIn, anonymous, turnOffForAroha: async (name) => loggedIn.set(name, false) };
});

describeSecurityServiceContract('FakeSecurityService', async () => {
  const tokens = new FakeTokenService([AROHA]);
  const security = new FakeSecurityService(AROHA.password, tokens.safeguard);
  return { security, tokens, password: AROHA.password, codeFor: async (id) => tokens.safeguard.codeFor(id) ?? '' };
});
