import { serviceId } from '../../platform/tokens';
import type { PaymentService } from './core/ports/PaymentService';
import type { PayStore } from './stores/PayStore';
import type { ReceiptStore } from './stores/ReceiptStore';

/** The pay area's service identifiers. */
export const PAY_TOKENS = {
  PaymentService: serviceId<PaymentService>('PaymentService'),
  PayStore: serviceId<PayStore>('PayStore'),
  ReceiptStore: serviceId<ReceiptStore>('ReceiptStore'),
} as const;
