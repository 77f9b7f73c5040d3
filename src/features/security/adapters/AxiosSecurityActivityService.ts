import type { AxiosInstance } from 'axios';
import type { SecurityActivityList } from '../../../../contract/security';
import type { SecurityActivity } from '../core/domain/SecurityActivity';
import type { SecurityActivityService } from '../core/ports/SecurityActivityService';

/** SecurityActivityService over GET /api/security/activity. */
export class AxiosSecurityActivityService implements SecurityActivityService {
  constructor(private readonly http: AxiosInstance) {}

  async recent(): Promise<SecurityActivity[]> {
    const { data } = await this.http.get<SecurityActivityList>('/api/security/activity');
    return data.events.map((e) => ({ id: e.id, kind: e.kind, occurredAt: e.occurredAt, device: e.device, browser: e.browser, thisDevice: e.thisDevice }));
  }
}
