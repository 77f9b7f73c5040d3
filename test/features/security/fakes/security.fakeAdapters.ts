import { ContainerModule } from 'inversify';
import { SECURITY_TOKENS as S } from '../../../../src/features/security/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import { AROHA } from '../../../support/demoData';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeSecurityService } from './FakeSecurityService';
import { FakeSessionsService } from './FakeSessionsService';
import { FakePasskeyService } from './FakePasskeyService';
import { FakeSecurityActivityService } from './FakeSecurityActivityService';

/**
 * Aroha's password, safeguarded by the same fake safeguard the fake token service escalates; her two sessions; her recent
 * security activity.
 */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(S.SecurityService).toDynamicValue((ctx) => new FakeSecurityService(
    AROHA.password, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
  bind(S.PasskeyService).toDynamicValue((ctx) => new FakePasskeyService(
    AROHA.password, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
  bind(S.SessionsService).toConstantValue(new FakeSessionsService());
  bind(S.SecurityActivityService).toConstantValue(new FakeSecurityActivityService());
});
