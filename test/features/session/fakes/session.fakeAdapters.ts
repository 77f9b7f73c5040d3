import { ContainerModule } from 'inversify';
import { SESSION_TOKENS as S } from '../../../../src/features/session/tokens';
import { AROHA, LIAM, MERE, TAMA } from '../../../support/demoData';
import type { TestOptions } from '../../../support/testOptions';
import { FakeFeatureService } from './FakeFeatureService';
import { FakeTokenService } from './FakeTokenService';

/** The session's ports as fakes: four demo customers, every flag on. */
export const fakeAdapters = (options: TestOptions) => new ContainerModule(({ bind }) => {
  // One fake /token for the session's three ports, as the real adapter is one.
  const tokens = new FakeTokenService([AROHA, TAMA, LIAM, MERE], options.lowprivIn ?? 600);
  bind(S.TokenService).toConstantValue(tokens);
  bind(S.PasskeyLogin).toConstantValue(tokens);
  bind(S.PasskeyApproval).toConstantValue(tokens);
  bind(S.FeatureService).toConstantValue(new FakeFeatureService());
});
