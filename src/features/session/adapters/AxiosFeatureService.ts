import type { AxiosInstance } from 'axios';
import type { FeatureList as FeatureListDto } from '../../../../contract/flags';
import type { Feature } from '../../../kernel/domain/FeatureFlags';
import type { FeatureService } from '../core/ports/FeatureService';

/** FeatureService over GET /api/features. */
export class AxiosFeatureService implements FeatureService {
  constructor(private readonly http: AxiosInstance) {}

  async listFeatures(): Promise<Feature[]> {
    const { data } = await this.http.get<FeatureListDto>('/api/features');
    return data.features.map((f) => ({ name: f.name, enabled: f.enabled === true }));
  }
}
