import { serviceId } from '../../platform/tokens';
import type { SecurityService } from './core/ports/SecurityService';
import type { ChangePasswordStore } from './stores/ChangePasswordStore';
import type { SessionsService } from './core/ports/SessionsService';
import type { SessionsStore } from './stores/SessionsStore';
import type { SecurityActivityService } from './core/ports/SecurityActivityService';
import type { SecurityActivityStore } from './stores/SecurityActivityStore';
import type { PasskeyService } from './core/ports/PasskeyService';
import type { PasskeysStore } from './stores/PasskeysStore';

/** The security settings' service identifiers. */
export const SECURITY_TOKENS = {
  SecurityService: serviceId<SecurityService>('SecurityService'),
  ChangePasswordStore: serviceId<ChangePasswordStore>('ChangePasswordStore'),
  SessionsService: serviceId<SessionsService>('SessionsService'),
  SessionsStore: serviceId<SessionsStore>('SessionsStore'),
  SecurityActivityService: serviceId<SecurityActivityService>('SecurityActivityService'),
  SecurityActivityStore: serviceId<SecurityActivityStore>('SecurityActivityStore'),
  PasskeyService: serviceId<PasskeyService>('PasskeyService'),
  PasskeysStore: serviceId<PasskeysStore>('PasskeysStore'),
} as const;
