import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { Account } from './Account';
import type { CustomerProfile } from './Customer';

/** The dashboard's query keys: the logged-in customer's profile and accounts. */
export const PROFILE_QUERY = queryKey<CustomerProfile>('customer/profile');
export const ACCOUNTS_QUERY = queryKey<Account[]>('accounts');
