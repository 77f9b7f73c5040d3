import { ContainerModule } from 'inversify';
import { DASHBOARD_TOKENS as D } from '../../../../src/features/dashboard/tokens';
import { AROHA, AROHA_ACCOUNTS } from '../../../support/demoData';
import type { TestOptions } from '../../../support/testOptions';
import { FakeCustomerService } from './FakeCustomerService';
import { FakeDashboardService } from './FakeDashboardService';

/** Aroha's profile, accounts and home-page overview. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(D.CustomerService).toConstantValue(new FakeCustomerService(
    { customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName }, AROHA_ACCOUNTS));
  bind(D.DashboardService).toConstantValue(new FakeDashboardService());
});
