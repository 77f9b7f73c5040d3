import { serviceId } from '../../platform/tokens';
import type { CustomerService } from './core/ports/CustomerService';
import type { DashboardService } from './core/ports/DashboardService';
import type { LoadDashboard } from './core/use-cases/LoadDashboard';
import type { LoadOverview } from './core/use-cases/LoadOverview';
import type { DashboardStore } from './stores/DashboardStore';

/** The dashboard's service identifiers. */
export const DASHBOARD_TOKENS = {
  CustomerService: serviceId<CustomerService>('CustomerService'),
  DashboardService: serviceId<DashboardService>('DashboardService'),
  LoadDashboard: serviceId<LoadDashboard>('LoadDashboard'),
  LoadOverview: serviceId<LoadOverview>('LoadOverview'),
  DashboardStore: serviceId<DashboardStore>('DashboardStore'),
} as const;
