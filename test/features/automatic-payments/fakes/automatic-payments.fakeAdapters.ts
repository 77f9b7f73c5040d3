import { ContainerModule } from 'inversify';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from '../../../../src/features/automatic-payments/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeAutomaticPaymentService } from './FakeAutomaticPaymentService';

/** Aroha's two automatic payments (her accounts come from the dashboard's fake CustomerService). */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.AutomaticPaymentService).toDynamicValue(() => new FakeAutomaticPaymentService()).inSingletonScope();
});
