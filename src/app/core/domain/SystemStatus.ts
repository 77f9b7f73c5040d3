/** The two subsystems and the status text each reports ("Normal" when up). */
export interface SystemStatus {
  contentApi: string;
  onlineApi: string;
}

/** The system is down if either subsystem is not 'normal' (case-insensitive). */
export function isSystemDown(status: SystemStatus): boolean {
  return [status.contentApi, status.onlineApi].some((value) => value.trim().toLowerCase() !== 'normal');
}
