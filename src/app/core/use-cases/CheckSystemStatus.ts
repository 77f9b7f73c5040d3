import { isSystemDown } from '../domain/SystemStatus';
import { BACK_SOON_PATH } from '../../../kernel/domain/routes';
import type { Navigator } from '../../../kernel/ports/Navigator';
import type { SystemStatusService } from '../ports/SystemStatusService';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';

/**
 * If either subsystem is not 'normal' the app goes to /apply/back-soon.
 * Resolves whether the system is down. A status that cannot be read is reported and
 * treated as up: the pages themselves will show their own errors.
 */
export class CheckSystemStatus {
  constructor(private readonly status: SystemStatusService, private readonly navigator: Navigator, private readonly errors: HandleApiError) {}

  async execute(): Promise<boolean> {
    try {
      const down = isSystemDown(await this.status.getStatus());
      if (down && !this.navigator.currentPath().startsWith(BACK_SOON_PATH)) this.navigator.navigate(BACK_SOON_PATH, { replace: true });
      return down;
    } catch (error) {
      this.errors.execute(error, { queryKey: 'system/status' });
      return false;
    }
  }
}
