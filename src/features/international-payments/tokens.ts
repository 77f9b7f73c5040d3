import { serviceId } from '../../platform/tokens';
import type { InternationalPaymentService } from './core/ports/InternationalPaymentService';
import type { SendOverseasStore } from './stores/SendOverseasStore';

/** The international payments area's service identifiers. */
export const INTERNATIONAL_PAYMENTS_TOKENS = {
  InternationalPaymentService: serviceId<InternationalPaymentService>('InternationalPaymentService'),
  SendOverseasStore: serviceId<SendOverseasStore>('SendOverseasStore'),
} as const;
