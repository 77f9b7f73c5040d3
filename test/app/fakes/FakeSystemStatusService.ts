import type { SystemStatus } from '../../../src/app/core/domain/SystemStatus';
import type { SystemStatusService } from '../../../src/app/core/ports/SystemStatusService';

/** A status the test sets; `failWith` makes the call fail. */
export class FakeSystemStatusService implements SystemStatusService {
  status: SystemStatus = { contentApi: 'Normal', onlineApi: 'Normal' };
  failWith: Error | null = null;
  calls = 0;

  async getStatus(): Promise<SystemStatus> {
    this.calls += 1;
    if (this.failWith) throw this.failWith;
    return { ...this.status };
  }
}
