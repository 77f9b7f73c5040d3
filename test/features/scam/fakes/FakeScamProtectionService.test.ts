import { describeScamProtectionServiceContract } from '../contracts/ScamProtectionService.contract';
import { AROHA } from '../../../support/demoData';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeScamProtectionService } from './FakeScamProtectionService';

describeScamProtectionServiceContract('FakeScamProtectionService', async () => {
  const tokens = new FakeTokenService([AROHA]);
  const anonymous = new FakeScamProtectionService();
  anonymous.loggedIn = false;
  return {
    service: new FakeScamProtectionService(undefined, tokens.safeguard), tokens, anonymous,
    codeFor: async (id) => tokens.safeguard.codeFor(id) ?? '',
  };
});
