import type { AxiosInstance } from 'axios';
import type { StartPasswordResetResponse } from '../../../../contract/password-reset';
import type { BotProof } from '../../../../contract/bot-check';
import type { ResetCompletion, ResetIdentity } from '../core/domain/PasswordReset';
import type { PasswordResetService } from '../core/ports/PasswordResetService';

/** PasswordResetService over POST /api/password-reset/start and /complete. */
export class AxiosPasswordResetService implements PasswordResetService {
  constructor(private readonly http: AxiosInstance) {}

  async start(identity: ResetIdentity, proof: BotProof): Promise<{ resetId: string }> {
    const { data } = await this.http.post<StartPasswordResetResponse>('/api/password-reset/start', { ...identity, botCheck: proof });
    return { resetId: data.resetId };
  }

  async complete(completion: ResetCompletion): Promise<void> {
    await this.http.post('/api/password-reset/complete', completion);
  }
}
