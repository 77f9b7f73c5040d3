import { queryKey } from '../../../../kernel/domain/QueryKey';

/** Spec section 3: the customer-actions list is cached under this key. */
export const CUSTOMER_ACTIONS_QUERY = queryKey<unknown[]>('customer-actions/list');
