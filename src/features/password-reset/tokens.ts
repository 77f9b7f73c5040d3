import { serviceId } from '../../platform/tokens';
import type { PasswordResetService } from './core/ports/PasswordResetService';
import type { PasswordResetStore } from './stores/PasswordResetStore';

/** The password-reset area's service identifiers. */
export const PASSWORD_RESET_TOKENS = {
  PasswordResetService: serviceId<PasswordResetService>('PasswordResetService'),
  PasswordResetStore: serviceId<PasswordResetStore>('PasswordResetStore'),
} as const;
