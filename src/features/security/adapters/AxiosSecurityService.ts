import type { AxiosInstance } from 'axios';
import type { ChangePasswordRequest } from '../../../../contract/security';
import type { SecurityService } from '../core/ports/SecurityService';

/** SecurityService over POST /api/security/password; a retry after escalation names its operation. */
export class AxiosSecurityService implements SecurityService {
  constructor(private readonly http: AxiosInstance) {}

  async changePassword(input: { currentPassword: string; newPassword: string }, operationId?: string): Promise<void> {
    const body: ChangePasswordRequest = { currentPassword: input.currentPassword, newPassword: input.newPassword };
    await this.http.post('/api/security/password', body, {
      headers: operationId ? { 'X-Operation-Id': operationId } : {},
    });
  }
}
