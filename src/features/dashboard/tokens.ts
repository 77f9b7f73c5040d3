import { serviceId } from '../../platform/tokens';
import type { CustomerService } from './core/ports/CustomerService';
import type { LoadDashboard } from './core/use-cases/LoadDashboard';
import type { DashboardStore } from './stores/DashboardStore';

/** The dashboard's service identifiers. */
export const DASHBOARD_TOKENS = {
  CustomerService: serviceId<CustomerService>('CustomerService'),
  LoadDashboard: serviceId<LoadDashboard>('LoadDashboard'),
  DashboardStore: serviceId<DashboardStore>('DashboardStore'),
} as const;
