import { serviceId } from '../../platform/tokens';
import type { SecurityService } from './core/ports/SecurityService';
import type { ChangePasswordStore } from './stores/ChangePasswordStore';

/** The security settings' service identifiers. */
export const SECURITY_TOKENS = {
  SecurityService: serviceId<SecurityService>('SecurityService'),
  ChangePasswordStore: serviceId<ChangePasswordStore>('ChangePasswordStore'),
} as const;
