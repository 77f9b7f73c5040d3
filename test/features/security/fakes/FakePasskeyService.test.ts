import { describePasskeyServiceContract } from '../contracts/PasskeyService.contract';
import { AROHA } from '../../../support/demoData';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakePasskeyService } from './FakePasskeyService';

describePasskeyServiceContract('FakePasskeyService', async () => {
  const tokens = new FakeTokenService([AROHA]);
  let made = 0;
  return {
    passkeys: new FakePasskeyService(AROHA.password, tokens.safeguard),
    tokens,
    password: AROHA.password,
    codeFor: async (id) => tokens.safeguard.codeFor(id) ?? '',
    create: (options) => {
      made += 1;
      return { id: `device-${made}`, rawId: `device-${made}`, type: 'public-key', response: { clientDataJSON: options.challenge, attestationObject: 'AA' }, clientExtensionResults: {} };
    },
  };
});
