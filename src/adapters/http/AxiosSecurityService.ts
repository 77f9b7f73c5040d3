import type { AxiosInstance } from 'axios';
import type { SecurityService } from '../../core/ports/SecurityService';

/** SecurityService over POST /api/security/password; a retry after escalation names its operation. */
export class AxiosSecurityService implements SecurityService {
  constructor(private readonly http: AxiosInstance) {}

  async changePassword(input: { currentPassword: string; newPassword: string }, operationId?: string): Promise<void> {
    await this.http.post('/api/security/password', input, {
      headers: operationId ? { 'X-Operation-Id': operationId } : {},
    });
  }
}
