import { makeAutoObservable } from 'mobx';
import {
  amortisationByYear, repaymentCents, type AmortisationYear, type RepaymentFrequency, type RepaymentInput,
} from '../core/domain/repayment';
import { parseNumberInput, dollarsToCents } from './amountInput';
import { fieldProblems } from '../../../platform/forms/fieldProblems';
import { RepaymentForm } from './RepaymentForm';

export type { AmortisationYear, RepaymentFrequency } from '../core/domain/repayment';

type Field = 'principalCents' | 'annualRatePercent' | 'years';

export interface RepaymentResult {
  input: RepaymentInput;
  repaymentCents: number;
  totalInterestCents: number;
  totalRepaidCents: number;
  schedule: AmortisationYear[];
}

/** The repayment calculator: what was typed, the field errors, and the figures once valid. */
export class RepaymentCalculatorStore {
  amount = '';
  rate = '';
  term = '30';
  frequency: RepaymentFrequency = 'monthly';
  interestOnly = false;
  /** Errors and figures show once the visitor has asked to calculate; then they follow each keystroke. */
  calculated = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setAmount(value: string): void { this.amount = value; }
  setRate(value: string): void { this.rate = value; }
  setTerm(value: string): void { this.term = value; }
  setFrequency(value: RepaymentFrequency): void { this.frequency = value; }
  setInterestOnly(value: boolean): void { this.interestOnly = value; }
  calculate(): void { this.calculated = true; }

  private get form(): RepaymentForm {
    return Object.assign(new RepaymentForm(), {
      principalCents: dollarsToCents(this.amount), annualRatePercent: parseNumberInput(this.rate),
      years: parseNumberInput(this.term), frequency: this.frequency,
    });
  }

  get errors(): Partial<Record<Field, string>> {
    return this.calculated ? fieldProblems<Field>(this.form) : {};
  }

  get result(): RepaymentResult | null {
    if (!this.calculated || Object.keys(this.errors).length > 0) return null;
    const { principalCents, annualRatePercent, years, frequency } = this.form;
    const input: RepaymentInput = {
      principalCents: principalCents ?? 0, annualRatePercent: annualRatePercent ?? 0, years: years ?? 1, frequency, interestOnly: this.interestOnly,
    };
    const schedule = amortisationByYear(input);
    const totalInterestCents = schedule.reduce((sum, row) => sum + row.interestCents, 0);
    const totalPrincipal = schedule.reduce((sum, row) => sum + row.principalCents, 0);
    return { input, repaymentCents: repaymentCents(input), totalInterestCents, totalRepaidCents: totalInterestCents + totalPrincipal, schedule };
  }
}
