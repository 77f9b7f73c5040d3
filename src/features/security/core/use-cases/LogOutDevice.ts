import type { SignedInSession } from '../domain/SignedInSession';
import type { SessionsService } from '../ports/SessionsService';

/** Ends one other device's sessions ("Log out" on its row) and answers the list as it now is. */
export class LogOutDevice {
  constructor(private readonly sessions: SessionsService) {}

  async execute(sessionId: string): Promise<SignedInSession[]> {
    await this.sessions.logOut(sessionId);
    return this.sessions.list();
  }
}
