import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { PayFromAccount, SavedPayeeBook } from './PaymentOrder';
import type { Receipt } from './Receipt';

/**
 * The customer's accounts share the dashboard's 'accounts' key: after a payment, invalidating
 * it refreshes every view of a balance (the dashboard, the account page, the pickers).
 */
export const ACCOUNTS_KEY = 'accounts';
export const PAY_ACCOUNTS_QUERY = queryKey<PayFromAccount[]>(`${ACCOUNTS_KEY}/pay-from`);
export const SCHEDULED_QUERY = queryKey<Receipt[]>(`${ACCOUNTS_KEY}/scheduled-payments`);
export const receiptQuery = (id: string) => queryKey<Receipt>(`receipts/${id}`);
export const PAYEES_QUERY = queryKey<SavedPayeeBook>('payees/for-payments');
