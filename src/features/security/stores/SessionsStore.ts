import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { SignedInSession } from '../core/domain/SignedInSession';
import type { SessionsService } from '../core/ports/SessionsService';
import type { LogOutEverywhereElse } from '../core/use-cases/LogOutEverywhereElse';
import type { LogOutDevice } from '../core/use-cases/LogOutDevice';

export const SESSIONS_QUERY = queryKey<SignedInSession[]>('security/sessions');
export const SESSIONS_MESSAGES = {
  loadFailed: "We couldn't load where you're logged in. Please try again.",
  failed: "Sorry, we couldn't log out your other sessions. Please try again.",
  done: "You've been logged out everywhere else.",
  deviceFailed: "Sorry, we couldn't log out that device. Please try again.",
  deviceDone: (place: string) => `${place} has been logged out.`,
} as const;

/** Where the customer is logged in, and "Log out everywhere else". */
export class SessionsStore {
  sessions: SignedInSession[] | null = null;
  loadFailed = false;
  busy = false;
  done = false;
  failure: string | null = null;
  /** The row whose "Log out" is under way. */
  endingId: string | null = null;
  /** "Mac · Safari has been logged out." after a row's Log out. */
  deviceNotice: string | null = null;

  constructor(private readonly service: SessionsService, private readonly logOutOthersCase: LogOutEverywhereElse,
    private readonly cache: QueryCache, private readonly errors: HandleApiError, private readonly logOutDeviceCase: LogOutDevice) {
    makeAutoObservable<this, 'service' | 'logOutOthersCase' | 'cache' | 'errors' | 'logOutDeviceCase'>(this,
      { service: false, logOutOthersCase: false, cache: false, errors: false, logOutDeviceCase: false }, { autoBind: true });
  }

  /** "Log out" on another device's row: every session of that device ends. */
  async logOutDevice(session: SignedInSession): Promise<void> {
    if (this.endingId || session.current) return;
    this.endingId = session.id;
    this.done = false;
    this.failure = null;
    this.deviceNotice = null;
    try {
      const sessions = await this.logOutDeviceCase.execute(session.id);
      runInAction(() => { this.sessions = sessions; this.deviceNotice = SESSIONS_MESSAGES.deviceDone(`${session.device} · ${session.browser}`); });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'security/sessions/log-out' });
      runInAction(() => { this.failure = SESSIONS_MESSAGES.deviceFailed; });
    } finally {
      runInAction(() => { this.endingId = null; });
    }
  }

  get others(): number {
    return (this.sessions ?? []).filter((s) => !s.current).length;
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const sessions = await this.cache.refetch(SESSIONS_QUERY, () => this.service.list());
      runInAction(() => { this.sessions = sessions; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  async logOutOthers(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.done = false;
    this.failure = null;
    this.deviceNotice = null;
    try {
      const sessions = await this.logOutOthersCase.execute();
      runInAction(() => { this.sessions = sessions; this.done = true; });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'security/sessions/log-out-others' });
      runInAction(() => { this.failure = SESSIONS_MESSAGES.failed; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
