import { serviceId } from '../../platform/tokens';
import type { PayeeService } from './core/ports/PayeeService';
import type { InternationalPayeeService } from './core/ports/InternationalPayeeService';
import type { DirectDebitService } from './core/ports/DirectDebitService';
import type { PayeesStore } from './stores/PayeesStore';
import type { PayeeFormStore } from './stores/PayeeFormStore';
import type { InternationalPayeesStore } from './stores/InternationalPayeesStore';
import type { DirectDebitsStore } from './stores/DirectDebitsStore';
import type { PayeeDrafts } from './stores/PayeeDrafts';
import type { PayeeCheck } from './stores/PayeeCheck';

/** The payees area's service identifiers. */
export const PAYEES_TOKENS = {
  PayeeService: serviceId<PayeeService>('PayeeService'),
  InternationalPayeeService: serviceId<InternationalPayeeService>('InternationalPayeeService'),
  DirectDebitService: serviceId<DirectDebitService>('DirectDebitService'),
  PayeesStore: serviceId<PayeesStore>('PayeesStore'),
  PayeeFormStore: serviceId<PayeeFormStore>('PayeeFormStore'),
  InternationalPayeesStore: serviceId<InternationalPayeesStore>('InternationalPayeesStore'),
  DirectDebitsStore: serviceId<DirectDebitsStore>('DirectDebitsStore'),
  /** A payee another page hands to the add-payee form ("Save as payee" after paying someone new). */
  PayeeDrafts: serviceId<PayeeDrafts>('PayeeDrafts'),
  /**
   * Confirmation of Payee for another area's form (the pay form's one-off account), ready-made:
   * a fresh check on every `get`, so one page's answer never shows on another's.
   */
  PayeeCheck: serviceId<PayeeCheck>('PayeeCheck'),
} as const;
