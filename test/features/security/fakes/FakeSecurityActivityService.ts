import type { SecurityActivity } from '../../../../src/features/security/core/domain/SecurityActivity';
import type { SecurityActivityService } from '../../../../src/features/security/core/ports/SecurityActivityService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** Aroha's recent activity: a payee added here, a wrong password on a phone, her login here. */
export const AROHA_ACTIVITY: SecurityActivity[] = [
  { id: '3', kind: 'payee-added', occurredAt: '2026-11-21T09:05:00.000Z', device: 'Mac', browser: 'Safari', thisDevice: true },
  { id: '2', kind: 'login-failed', occurredAt: '2026-11-21T08:55:00.000Z', device: 'iPhone', browser: 'Safari', thisDevice: false },
  { id: '1', kind: 'login', occurredAt: '2026-11-21T08:50:00.000Z', device: 'Mac', browser: 'Safari', thisDevice: true },
];

/** The customer's own events in memory, newest first; `record` adds one as the bank would. */
export class FakeSecurityActivityService implements SecurityActivityService {
  loggedIn = true;
  private events: SecurityActivity[];

  constructor(events = AROHA_ACTIVITY) {
    this.events = events.map((e) => ({ ...e }));
  }

  record(event: Omit<SecurityActivity, 'id'>): void {
    this.events.unshift({ ...event, id: String(this.events.length + 1) });
  }

  async recent(): Promise<SecurityActivity[]> {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    return this.events.map((e) => ({ ...e }));
  }
}
