import { describeFeatureServiceContract } from '../features/session/contracts/FeatureService.contract';
import { describeSecurityServiceContract } from '../features/security/contracts/SecurityService.contract';
import { describeSystemStatusServiceContract } from '../app/contracts/SystemStatusService.contract';
import { AROHA } from '../support/demoData';
import { FakeFeatureService } from '../features/session/fakes/FakeFeatureService';
import { FakeSecurityService } from '../features/security/fakes/FakeSecurityService';
import { FakeSystemStatusService } from '../app/fakes/FakeSystemStatusService';
import { FakeTokenService } from '../features/session/fakes/FakeTokenService';

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
