import { serviceId as token } from '../../platform/tokens';
import type { InsuranceService } from './core/ports/InsuranceService';
import type { LoadInsurance } from './core/use-cases/LoadInsurance';
import type { ClaimStore } from './stores/ClaimStore';
import type { InsuranceStore } from './stores/InsuranceStore';

export const INSURANCE_TOKENS = {
  InsuranceService: token<InsuranceService>('InsuranceService'),
  LoadInsurance: token<LoadInsurance>('LoadInsurance'),
  InsuranceStore: token<InsuranceStore>('InsuranceStore'),
  ClaimStore: token<ClaimStore>('ClaimStore'),
};
