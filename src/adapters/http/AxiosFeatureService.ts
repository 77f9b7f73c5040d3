import type { AxiosInstance } from 'axios';
import type { Feature } from '../../core/domain/FeatureFlags';
import type { FeatureService } from '../../core/ports/FeatureService';

/** Wire shape of GET /api/features (issue 3 contract). */
interface FeatureListDto { features: Array<{ name: string; enabled: boolean }> }

/** FeatureService over GET /api/features. */
export class AxiosFeatureService implements FeatureService {
  constructor(private readonly http: AxiosInstance) {}

  async listFeatures(): Promise<Feature[]> {
    const { data } = await this.http.get<FeatureListDto>('/api/features');
    return data.features.map((f) => ({ name: f.name, enabled: f.enabled === true }));
  }
}
