import { describeSecurityServiceContract } from '../contracts/SecurityService.contract';
import { AROHA } from '../../../support/demoData';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeSecurityService } from './FakeSecurityService';

describeSecurityServiceContract('FakeSecurityService', async () => {
  const tokens = new FakeTokenService([AROHA]);
  const security = new FakeSecurityService(AROHA.password, tokens.safeguard);
  return { security, tokens, password: AROHA.password, codeFor: async (id) => tokens.safeguard.codeFor(id) ?? '' };
});
