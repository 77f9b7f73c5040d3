import type { AxiosInstance } from 'axios';
import type { DirectDebitDto } from '../../../../contract/payees';
import type { DirectDebit } from '../core/domain/DirectDebit';
import type { DirectDebitService } from '../core/ports/DirectDebitService';

/** DirectDebitService over /api/direct-debits. */
export class AxiosDirectDebitService implements DirectDebitService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<DirectDebit[]> {
    const { data } = await this.http.get<DirectDebitDto[]>('/api/direct-debits');
    return data.map((dto) => ({
      id: dto.id, accountName: dto.accountName, accountNumber: dto.accountNumber, initiatorName: dto.initiatorName,
      authorisationCode: dto.authorisationCode, reference: dto.reference, createdAt: dto.createdAt,
    }));
  }

  async cancel(id: string): Promise<void> {
    await this.http.delete(`/api/direct-debits/${encodeURIComponent(id)}`);
  }
}
