import type { AxiosInstance } from 'axios';
import type { ApplicationDecisionDto, ApplicationDto, SaveApplicationBody } from '../../../../contract/applications';
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

  async save(id: string, progress: { step: number; answers: Answers }): Promise<Application> {
    const body: SaveApplicationBody = { step: progress.step, answers: { ...progress.answers } };
    const { data } = await this.http.put<ApplicationDto>(`/api/applications/${encodeURIComponent(id)}`, body);
    return toApplication(data);
  }

  async submit(id: string): Promise<Decision> {
    const { data } = await this.http.post<ApplicationDecisionDto>(`/api/applications/${encodeURIComponent(id)}/submit`);
    return { outcome: data.status, reasonCode: data.reasonCode, accountNumber: data.accountNumber };
  }
}
