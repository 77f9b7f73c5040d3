import { ContainerModule } from 'inversify';
import { EFTPOS_TOKENS as E } from '../../../../src/features/eftpos/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { AROHA_EFTPOS, FakeEftposService } from './FakeEftposService';

/** Aroha's two requests, safeguarded by the same fake safeguard the fake token service escalates. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(E.EftposService).toDynamicValue((ctx) => new FakeEftposService(
    AROHA_EFTPOS, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
});
