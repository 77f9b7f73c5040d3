import { serviceId } from '../../platform/tokens';
import type { TaxService } from './core/ports/TaxService';
import type { TaxStore } from './stores/TaxStore';

/** The tax area's service identifiers. */
export const TAX_TOKENS = {
  TaxService: serviceId<TaxService>('TaxService'),
  TaxStore: serviceId<TaxStore>('TaxStore'),
} as const;
