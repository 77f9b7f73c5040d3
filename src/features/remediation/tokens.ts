import type { ServiceIdentifier } from 'inversify';
import type { RemediationService } from './core/ports/RemediationService';
import type { RequestRefund } from './core/use-cases/RequestRefund';
import type { RefundStore } from './stores/RefundStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

export const REMEDIATION_TOKENS = {
  RemediationService: token<RemediationService>('RemediationService'),
  RequestRefund: token<RequestRefund>('RequestRefund'),
  RefundStore: token<RefundStore>('RefundStore'),
};
