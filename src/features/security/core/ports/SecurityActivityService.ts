import type { SecurityActivity } from '../domain/SecurityActivity';

/** The customer's own security log. Throws ApiError on failure. */
export interface SecurityActivityService {
  /** The most recent events, newest first. */
  recent(): Promise<SecurityActivity[]>;
}
