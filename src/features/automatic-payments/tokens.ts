import { serviceId } from '../../platform/tokens';
import type { AutomaticPaymentService } from './core/ports/AutomaticPaymentService';
import type { AutomaticPaymentsStore } from './stores/AutomaticPaymentsStore';
import type { AutomaticPaymentFormStore } from './stores/AutomaticPaymentFormStore';

/** The automatic payments area's service identifiers. */
export const AUTOMATIC_PAYMENTS_TOKENS = {
  AutomaticPaymentService: serviceId<AutomaticPaymentService>('AutomaticPaymentService'),
  AutomaticPaymentsStore: serviceId<AutomaticPaymentsStore>('AutomaticPaymentsStore'),
  AutomaticPaymentFormStore: serviceId<AutomaticPaymentFormStore>('AutomaticPaymentFormStore'),
} as const;
