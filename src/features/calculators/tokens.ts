import type { ServiceIdentifier } from 'inversify';
import type { BorrowingCalculatorStore } from './stores/BorrowingCalculatorStore';
import type { RepaymentCalculatorStore } from './stores/RepaymentCalculatorStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** The calculators' stores. They talk to no server: the arithmetic is the area's core. */
export const CALCULATOR_TOKENS = {
  RepaymentCalculatorStore: token<RepaymentCalculatorStore>('RepaymentCalculatorStore'),
  BorrowingCalculatorStore: token<BorrowingCalculatorStore>('BorrowingCalculatorStore'),
};
