import { ContainerModule } from 'inversify';
import { PAYEES_TOKENS as T } from '../../../../src/features/payees/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakePayeeService } from './FakePayeeService';
import { FakeInternationalPayeeService } from './FakeInternationalPayeeService';
import { FakeDirectDebitService } from './FakeDirectDebitService';

/** Aroha's payees, safeguarded by the same fake safeguard the fake token service escalates. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.PayeeService).toDynamicValue((ctx) => new FakePayeeService(
    undefined, false, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
  bind(T.InternationalPayeeService).toDynamicValue((ctx) => new FakeInternationalPayeeService(
    undefined, false, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
  bind(T.DirectDebitService).toDynamicValue(() => new FakeDirectDebitService()).inSingletonScope();
});
