import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { AccountDetails } from './AccountDetails';
import type { BalancePoint, TransactionDetail, TransactionPage } from './Transaction';

/**
 * Query keys of one account, under the dashboard's 'accounts' key: a payment or transfer that
 * invalidates 'accounts' makes every account view load again.
 */
export const accountQuery = (id: string) => queryKey<AccountDetails>(`accounts/${id}`);
export const transactionsQuery = (id: string) => queryKey<TransactionPage>(`accounts/${id}/transactions`);
export const balanceHistoryQuery = (id: string) => queryKey<BalancePoint[]>(`accounts/${id}/balance-history`);
export const transactionQuery = (id: string, transactionId: string) => queryKey<TransactionDetail>(`accounts/${id}/transactions/${transactionId}`);
