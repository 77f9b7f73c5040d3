import type { AxiosInstance } from 'axios';
import type { BalanceHistoryDto, TransactionDto, TransactionPageDto } from '../../../../contract/accounts';
import type { AccountDto } from '../../../../contract/accounts';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { Transaction, TransactionSearch } from '../core/domain/Transaction';
import type { AccountHistory } from '../core/ports/AccountHistory';

const toTransaction = (dto: TransactionDto): Transaction => ({
  id: dto.id, date: dto.date, at: Date.parse(dto.at), description: dto.description, amount: dto.amountCents,
  status: dto.status, particulars: dto.particulars, code: dto.code, reference: dto.reference,
});

/** AccountHistory over GET /api/accounts/{id}, …/transactions and …/balance-history. */
export class AxiosAccountHistory implements AccountHistory {
  constructor(private readonly http: AxiosInstance) {}

  async getAccount(accountId: string): Promise<AccountDetails> {
    const { data } = await this.http.get<AccountDto>(`/api/accounts/${encodeURIComponent(accountId)}`);
    return {
      id: data.id, product: data.product, name: data.name, accountNumber: data.accountNumber,
      balance: data.balanceCents, available: data.availableCents, creditLimit: data.creditLimitCents,
    };
  }

  async listTransactions(accountId: string, search: TransactionSearch, cursor?: string) {
    const params: Record<string, string> = {};
    if (search.text) params.q = search.text;
    if (search.minCents !== undefined) params.minCents = String(search.minCents);
    if (search.maxCents !== undefined) params.maxCents = String(search.maxCents);
    if (search.from) params.from = search.from;
    if (search.to) params.to = search.to;
    if (cursor) params.cursor = cursor;
    const { data } = await this.http.get<TransactionPageDto>(`/api/accounts/${encodeURIComponent(accountId)}/transactions`, { params });
    return { pending: data.pending.map(toTransaction), posted: data.posted.map(toTransaction), nextCursor: data.nextCursor };
  }

  async balanceHistory(accountId: string, days: number) {
    const { data } = await this.http.get<BalanceHistoryDto>(`/api/accounts/${encodeURIComponent(accountId)}/balance-history`, { params: { days } });
    return data.points.map((p) => ({ date: p.date, balance: p.balanceCents }));
  }
}
