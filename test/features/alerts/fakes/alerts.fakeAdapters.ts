import { ContainerModule } from 'inversify';
import { ALERTS_TOKENS as A } from '../../../../src/features/alerts/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeAlertsService } from './FakeAlertsService';

/** Alerts all off, by email. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.AlertsService).toConstantValue(new FakeAlertsService());
});
