import type { AxiosInstance } from 'axios';
import type { AccountDetailDto, BalanceHistoryDto, ExportDto, TransactionDetailDto, TransactionPageDto } from '../../../../contract/accounts';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { StatementRange } from '../core/domain/StatementRange';
import type { TransactionDetail, TransactionSearch } from '../core/domain/Transaction';
import type { AccountHistory } from '../core/ports/AccountHistory';
import { toAccountDetails, toTransaction } from './accountWire';

const path = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}`;

/** AccountHistory over GET /api/accounts/{id}, its transactions (list, one, export) and its balance history. */
export class AxiosAccountHistory implements AccountHistory {
  constructor(private readonly http: AxiosInstance) {}

  async getAccount(accountId: string): Promise<AccountDetails> {
    const { data } = await this.http.get<AccountDetailDto>(path(accountId));
    return toAccountDetails(data);
  }

  async listTransactions(accountId: string, search: TransactionSearch, cursor?: string) {
    const params: Record<string, string> = {};
    if (search.text) params.q = search.text;
    if (search.minCents !== undefined) params.minCents = String(search.minCents);
    if (search.maxCents !== undefined) params.maxCents = String(search.maxCents);
    if (search.from) params.from = search.from;
    if (search.to) params.to = search.to;
    if (search.type) params.type = search.type;
    if (cursor) params.cursor = cursor;
    const { data } = await this.http.get<TransactionPageDto>(`${path(accountId)}/transactions`, { params });
    return { pending: data.pending.map(toTransaction), posted: data.posted.map(toTransaction), nextCursor: data.nextCursor };
  }

  async getTransaction(accountId: string, transactionId: string): Promise<TransactionDetail> {
    const { data } = await this.http.get<TransactionDetailDto>(`${path(accountId)}/transactions/${encodeURIComponent(transactionId)}`);
    return { transaction: toTransaction(data.transaction), counterparty: data.counterparty };
  }

  async statementRange(accountId: string, range: { from: string; to: string }): Promise<StatementRange> {
    const { data } = await this.http.get<ExportDto>(`${path(accountId)}/export`, { params: range });
    return {
      from: data.from, to: data.to, openingBalance: data.openingBalanceCents, closingBalance: data.closingBalanceCents,
      transactions: data.transactions.map(toTransaction),
    };
  }

  async balanceHistory(accountId: string, days: number) {
    const { data } = await this.http.get<BalanceHistoryDto>(`${path(accountId)}/balance-history`, { params: { days } });
    return data.points.map((p) => ({ date: p.date, balance: p.balanceCents }));
  }
}
