import { describeContactServiceContract } from '../contracts/ContactService.contract';
import { describeFeatureServiceContract } from '../contracts/FeatureService.contract';
import { describeSecurityServiceContract } from '../contracts/SecurityService.contract';
import { describeSystemStatusServiceContract } from '../contracts/SystemStatusService.contract';
import { AROHA } from './demoData';
import { FakeContactService } from './FakeContactService';
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

const DEMO_CONTACTS: Record<string, ConstructorParameters<typeof FakeContactService>[0]> = {
  '1000001': { email: 'aroha@example.co.nz', phones: [{ type: 'Mobile', number: '021 555 0101', isMobile: true }, { type: 'Home', number: '09 555 0101', isMobile: false }] },
  '1000002': { email: 'liam@example.co.nz', phones: [{ type: 'Home', number: '09 555 0102', isMobile: false }] },
  '1000003': { email: null, phones: [{ type: 'Mobile', number: '021 555 0103', isMobile: true }] },
};
describeContactServiceContract('FakeContactService', async (customerNumber) => new FakeContactService(DEMO_CONTACTS[customerNumber]));

describeSecurityServiceContract('FakeSecurityService', async () => {
  const tokens = new FakeTokenService([AROHA]);
  const security = new FakeSecurityService(AROHA.password, tokens.safeguard);
  return { security, tokens, password: AROHA.password, codeFor: async (id) => tokens.safeguard.codeFor(id) ?? '' };
});
