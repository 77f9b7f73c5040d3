import { ContainerModule } from 'inversify';
import { REMEDIATION_TOKENS } from '../../../../src/features/remediation/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeRemediationService } from './FakeRemediationService';

/** Grace's refund, safeguarded by the same fake safeguard the fake token service escalates. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(REMEDIATION_TOKENS.RemediationService).toDynamicValue((ctx) => new FakeRemediationService(
    (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
});
