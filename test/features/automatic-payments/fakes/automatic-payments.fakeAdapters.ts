import { ContainerModule } from 'inversify';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from '../../../../src/features/automatic-payments/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeAutomaticPaymentService } from './FakeAutomaticPaymentService';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';

/**
 * Aroha's two automatic payments (her accounts come from the dashboard's fake CustomerService);
 * one to someone else is safeguarded by the fake token service's codes.
 */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.AutomaticPaymentService).toDynamicValue((ctx) => new FakeAutomaticPaymentService(
    undefined, (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard,
  )).inSingletonScope();
});
