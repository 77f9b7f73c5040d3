import type { KiwiSaverLanding } from '../domain/KiwiSaverLanding';

/** The logged-in customer's KiwiSaver. */
export interface KiwiSaverService {
  /** Their membership's figures, or `member: null` when they are not a member. */
  getLanding(): Promise<KiwiSaverLanding>;
}
