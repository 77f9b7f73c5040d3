import { ContainerModule } from 'inversify';
import { BorrowingCalculatorStore } from './stores/BorrowingCalculatorStore';
import { RepaymentCalculatorStore } from './stores/RepaymentCalculatorStore';
import { CALCULATOR_TOKENS } from './tokens';

/** One store per calculator for the visit: going back to a calculator keeps what was typed. */
export const calculatorsModule = new ContainerModule(({ bind }) => {
  bind(CALCULATOR_TOKENS.RepaymentCalculatorStore).toDynamicValue(() => new RepaymentCalculatorStore()).inSingletonScope();
  bind(CALCULATOR_TOKENS.BorrowingCalculatorStore).toDynamicValue(() => new BorrowingCalculatorStore()).inSingletonScope();
});
