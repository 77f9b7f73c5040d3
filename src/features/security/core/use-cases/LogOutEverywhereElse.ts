import type { SignedInSession } from '../domain/SignedInSession';
import type { SessionsService } from '../ports/SessionsService';

/** Ends the customer's other sessions and answers the list as it now is (this one alone). */
export class LogOutEverywhereElse {
  constructor(private readonly sessions: SessionsService) {}

  async execute(): Promise<SignedInSession[]> {
    await this.sessions.logOutOthers();
    return this.sessions.list();
  }
}
