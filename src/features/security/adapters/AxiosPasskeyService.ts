import type { AxiosInstance } from 'axios';
import type {
  PasskeyDto, PasskeyList, PasskeyOptionsReply, PasskeyRegistrationCredential, PasskeyRegistrationOptionsRequest, PasskeyRegistrationRequest,
  PasskeyRemovalRequest,
} from '../../../../contract/passkeys';
import type { Passkey } from '../core/domain/Passkey';
import type { PasskeyService } from '../core/ports/PasskeyService';

const withOperation = (operationId?: string) => ({ headers: operationId ? { 'X-Operation-Id': operationId } : {} });

/** PasskeyService over /api/security/passkeys; a retry after escalation names its operation. */
export class AxiosPasskeyService implements PasskeyService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<Passkey[]> {
    const { data } = await this.http.get<PasskeyList>('/api/security/passkeys');
    return data.passkeys;
  }

  async registrationOptions(input: { currentPassword: string }, operationId?: string): Promise<PasskeyOptionsReply> {
    const body: PasskeyRegistrationOptionsRequest = { currentPassword: input.currentPassword };
    const { data } = await this.http.post<PasskeyOptionsReply>('/api/security/passkeys/options', body, withOperation(operationId));
    return data;
  }

  async register(input: { challengeId: string; name: string; credential: PasskeyRegistrationCredential }): Promise<Passkey> {
    const body: PasskeyRegistrationRequest = input;
    const { data } = await this.http.post<PasskeyDto>('/api/security/passkeys', body);
    return data;
  }

  async remove(id: string, currentPassword: string, operationId?: string): Promise<void> {
    // The password goes in the DELETE's JSON body (never the URL, which logs and proxies keep).
    const data: PasskeyRemovalRequest = { currentPassword };
    await this.http.delete(`/api/security/passkeys/${encodeURIComponent(id)}`, { ...withOperation(operationId), data });
  }
}
