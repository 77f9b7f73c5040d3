import { ContainerModule } from 'inversify';
import { SCAM_TOKENS as S } from '../../../../src/features/scam/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeScamProtectionService } from './FakeScamProtectionService';

/** Aroha's scam protection: a limit raise behind the same fake safeguard the fake token service escalates. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(S.ScamProtectionService).toDynamicValue((ctx) => new FakeScamProtectionService(
    undefined, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
});
