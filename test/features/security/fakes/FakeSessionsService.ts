import type { SignedInSession } from '../../../../src/features/security/core/domain/SignedInSession';
import type { SessionsService } from '../../../../src/features/security/core/ports/SessionsService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** Aroha logged in here (a Mac) and on her iPhone. */
export const AROHA_SESSIONS: SignedInSession[] = [
  { id: 's-here', device: 'Mac', browser: 'Safari', signedInAt: '2026-11-21T08:50:00.000Z', lastActiveAt: '2026-11-21T09:00:00.000Z', current: true, sessionCount: 1 },
  { id: 's-phone', device: 'iPhone', browser: 'Safari', signedInAt: '2026-11-20T19:00:00.000Z', lastActiveAt: '2026-11-20T19:30:00.000Z', current: false, sessionCount: 3 },
];

/** Sessions in memory, one per device; `logOutOthers` keeps only the current one, `logOut` drops one other. */
export class FakeSessionsService implements SessionsService {
  loggedIn = true;
  private sessions: SignedInSession[];

  constructor(sessions = AROHA_SESSIONS) {
    this.sessions = sessions.map((s) => ({ ...s }));
  }

  async list(): Promise<SignedInSession[]> {
    this.guard();
    return this.sessions.map((s) => ({ ...s }));
  }

  async logOutOthers(): Promise<void> {
    this.guard();
    this.sessions = this.sessions.filter((s) => s.current);
  }

  async logOut(sessionId: string): Promise<void> {
    this.guard();
    const target = this.sessions.find((s) => s.id === sessionId);
    if (!target) throw new ApiError(404, null, { message: 'There is no such session.' });
    if (target.current) throw new ApiError(400, null, { message: 'To log out of this device, use Log out.' });
    this.sessions = this.sessions.filter((s) => s.id !== sessionId);
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
