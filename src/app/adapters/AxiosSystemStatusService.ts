import type { AxiosInstance } from 'axios';
import type { SystemStatus as SystemStatusDto } from '../../../contract/status';
import type { SystemStatus } from '../core/domain/SystemStatus';
import type { SystemStatusService } from '../core/ports/SystemStatusService';

/** SystemStatusService over GET /api/system/status. */
export class AxiosSystemStatusService implements SystemStatusService {
  constructor(private readonly http: AxiosInstance) {}

  async getStatus(): Promise<SystemStatus> {
    const { data } = await this.http.get<SystemStatusDto>('/api/system/status');
    return { contentApi: data.subSystems.contentApi.systemStatus, onlineApi: data.subSystems.onlineApi.systemStatus };
  }
}
