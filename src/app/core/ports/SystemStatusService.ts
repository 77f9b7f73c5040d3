import type { SystemStatus } from '../domain/SystemStatus';

/** The bank's system status (no login needed). */
export interface SystemStatusService {
  /**
   * The status of the content API and the online API.
   * @throws ApiError when the status cannot be read.
   */
  getStatus(): Promise<SystemStatus>;
}
