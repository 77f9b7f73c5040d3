import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { Account } from './Account';
import type { CustomerProfile } from './Customer';
import type { DashboardOverview } from './Overview';

/** The dashboard's query keys: the logged-in customer's profile and accounts, and the home page's overview. */
export const PROFILE_QUERY = queryKey<CustomerProfile>('customer/profile');
export const ACCOUNTS_QUERY = queryKey<Account[]>('accounts');
export const OVERVIEW_QUERY = queryKey<DashboardOverview>('dashboard/overview');
