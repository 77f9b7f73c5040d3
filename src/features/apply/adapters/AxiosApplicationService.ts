import type { AxiosInstance } from 'axios';
import type { ApplicationDecisionDto, ApplicationDto, InsuranceQuoteDto, SaveApplicationBody } from '../../../../contract/apply';
import type { InsuranceQuote } from '../core/domain/ProductContext';
import type { Answers, Application, ApplicationProduct, Decision } from '../core/domain/Application';
import type { ApplicationService } from '../core/ports/ApplicationService';

const toApplication = (dto: ApplicationDto): Application => ({
  id: dto.id, product: dto.product, status: dto.status, step: dto.step, answers: { ...dto.answers },
});

/** ApplicationService over /api/applications (get-or-create, save, submit). */
export class AxiosApplicationService implements ApplicationService {
  constructor(private readonly http: AxiosInstance) {}

  async getOrCreate(product: ApplicationProduct): Promise<Application> {
    const { data } = await this.http.post<ApplicationDto>(`/api/applications/${product}`);
    return toApplication(data);
  }

  async find(id: string): Promise<Application> {
    const { data } = await this.http.get<ApplicationDto>(`/api/applications/${encodeURIComponent(id)}`);
    return toApplication(data);
  }

  async save(id: string, progress: { step: number; answers: Answers }): Promise<Application> {
    const body: SaveApplicationBody = { step: progress.step, answers: { ...progress.answers } };
    const { data } = await this.http.put<ApplicationDto>(`/api/applications/${encodeURIComponent(id)}`, body);
    return toApplication(data);
  }

  async submit(id: string, operationId?: string): Promise<Decision> {
    const headers = operationId ? { 'X-Operation-Id': operationId } : {};
    const { data } = await this.http.post<ApplicationDecisionDto>(`/api/applications/${encodeURIComponent(id)}/submit`, undefined, { headers });
    return { outcome: data.status, reasonCode: data.reasonCode, accountNumber: data.accountNumber };
  }

  async quote(id: string): Promise<InsuranceQuote> {
    const { data } = await this.http.post<InsuranceQuoteDto>(`/api/applications/${encodeURIComponent(id)}/quote`);
    return { monthlyPremiumCents: data.monthlyPremiumCents, coverCents: data.coverCents };
  }
}
