import { serviceId as token } from '../../platform/tokens';
import type { BorrowingCalculatorStore } from './stores/BorrowingCalculatorStore';
import type { RepaymentCalculatorStore } from './stores/RepaymentCalculatorStore';

/** The calculators' stores. They talk to no server: the arithmetic is the area's core. */
export const CALCULATOR_TOKENS = {
  RepaymentCalculatorStore: token<RepaymentCalculatorStore>('RepaymentCalculatorStore'),
  BorrowingCalculatorStore: token<BorrowingCalculatorStore>('BorrowingCalculatorStore'),
};
