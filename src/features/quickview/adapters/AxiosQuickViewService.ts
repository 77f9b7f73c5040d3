import type { AxiosInstance } from 'axios';
import type { QuickViewList, QuickViewRequest } from '../../../../contract/quickview';
import type { QuickViewAccount } from '../core/domain/QuickViewAccount';
import type { QuickViewService } from '../core/ports/QuickViewService';

/** QuickViewService over GET and PUT /api/quickview. */
export class AxiosQuickViewService implements QuickViewService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<QuickViewAccount[]> {
    const { data } = await this.http.get<QuickViewList>('/api/quickview');
    return data.accounts.map((a) => ({ id: a.id, name: a.name, accountNumber: a.accountNumber, shown: a.shown }));
  }

  async show(accountIds: readonly string[]): Promise<void> {
    const body: QuickViewRequest = { shown: [...accountIds] };
    await this.http.put('/api/quickview', body);
  }
}
