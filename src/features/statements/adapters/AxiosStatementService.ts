import type { AxiosInstance } from 'axios';
import type { LetterDeliveryUpdate, StatementsOverview as OverviewDto } from '../../../../contract/statements';
import type { LetterDelivery, StatementFile, StatementsOverview } from '../core/domain/Statement';
import type { StatementService } from '../core/ports/StatementService';

/** StatementService over /api/statements; a statement comes back as the PDF's bytes. */
export class AxiosStatementService implements StatementService {
  constructor(private readonly http: AxiosInstance) {}

  async overview(): Promise<StatementsOverview> {
    const { data } = await this.http.get<OverviewDto>('/api/statements');
    return { delivery: data.delivery, preference: data.preference, canChoose: data.canChoose, statements: data.statements.map((s) => ({ ...s })) };
  }

  async statement(accountId: string, month: string): Promise<StatementFile> {
    const { data } = await this.http.get<ArrayBuffer>(`/api/statements/${encodeURIComponent(accountId)}/${encodeURIComponent(month)}`,
      { responseType: 'arraybuffer', headers: { Accept: 'application/pdf' } });
    return { fileName: `statement-${accountId}-${month}.pdf`, bytes: new Uint8Array(data) };
  }

  async setDelivery(delivery: LetterDelivery): Promise<void> {
    const body: LetterDeliveryUpdate = { delivery };
    await this.http.put('/api/statements/delivery', body);
  }
}
