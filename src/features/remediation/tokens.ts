import { serviceId as token } from '../../platform/tokens';
import type { RemediationService } from './core/ports/RemediationService';
import type { RequestRefund } from './core/use-cases/RequestRefund';
import type { RefundStore } from './stores/RefundStore';

export const REMEDIATION_TOKENS = {
  RemediationService: token<RemediationService>('RemediationService'),
  RequestRefund: token<RequestRefund>('RequestRefund'),
  RefundStore: token<RefundStore>('RefundStore'),
};
