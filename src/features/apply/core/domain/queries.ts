import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { CustomerAction } from './OpenApply';

/** The customer-actions list is cached under this key. */
export const CUSTOMER_ACTIONS_QUERY = queryKey<CustomerAction[]>('customer-actions/list');
