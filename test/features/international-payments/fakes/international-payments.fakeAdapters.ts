import { ContainerModule } from 'inversify';
import { INTERNATIONAL_PAYMENTS_TOKENS as I } from '../../../../src/features/international-payments/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeInternationalPaymentService } from './FakeInternationalPaymentService';

/** Aroha's payee Emma Clarke (GBP), safeguarded by the same fake safeguard the fake token service escalates. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(I.InternationalPaymentService).toDynamicValue((ctx) => new FakeInternationalPaymentService(
    undefined, undefined, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
});
