import type { AxiosInstance } from 'axios';
import type { SignedInSessionList } from '../../../../contract/security';
import type { SignedInSession } from '../core/domain/SignedInSession';
import type { SessionsService } from '../core/ports/SessionsService';

/** SessionsService over /api/security/sessions. */
export class AxiosSessionsService implements SessionsService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<SignedInSession[]> {
    const { data } = await this.http.get<SignedInSessionList>('/api/security/sessions');
    return data.sessions.map((s) => ({
      id: s.id, device: s.device, browser: s.browser, signedInAt: s.signedInAt, lastActiveAt: s.lastActiveAt, current: s.current,
      sessionCount: s.sessionCount ?? 1,
    }));
  }

  async logOut(sessionId: string): Promise<void> {
    await this.http.post(`/api/security/sessions/${encodeURIComponent(sessionId)}/log-out`);
  }

  async logOutOthers(): Promise<void> {
    await this.http.post('/api/security/sessions/log-out-others');
  }
}
