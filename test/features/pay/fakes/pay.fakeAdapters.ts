import { ContainerModule } from 'inversify';
import { PAY_TOKENS as T } from '../../../../src/features/pay/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { arohaPayAccounts, arohaPayees, PAY_TODAY } from './payFixtures';
import { FakePaymentService } from './FakePaymentService';

/** Aroha's accounts and saved payees in an in-memory bank. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.PaymentService).toConstantValue(new FakePaymentService(arohaPayAccounts(), PAY_TODAY, arohaPayees()));
});
