import type { AxiosInstance } from 'axios';
import type { ServiceNoticeListDto } from '../../../contract/support';
import type { ServiceNotice, ServiceNoticeService } from '../core/ports/ServiceNoticeService';

/** ServiceNoticeService over GET /api/content/notices. */
export class AxiosServiceNoticeService implements ServiceNoticeService {
  constructor(private readonly http: AxiosInstance) {}

  async current(): Promise<ServiceNotice[]> {
    const { data } = await this.http.get<ServiceNoticeListDto>('/api/content/notices');
    return data.map(({ id, title, body }) => ({ id, title, body }));
  }
}
