import { makeAutoObservable } from 'mobx';
import { borrowingPowerCents, DEFAULT_TEST_RATE_PERCENT, DEFAULT_TERM_YEARS, type BorrowingResult } from '../core/domain/borrowing';
import { dollarsToCents, parseNumberInput } from './amountInput';
import { BorrowingForm } from './BorrowingForm';
import { fieldProblems } from '../../../platform/forms/fieldProblems';

export type BorrowingField = 'salaryCents' | 'rentalCents' | 'partnerSalaryCents' | 'partnerRentalCents'
  | 'expensesCents' | 'cardLimitsCents' | 'dependants' | 'testRatePercent';

/** Text fields of the form, by the property they fill. */
export type BorrowingInputs = Record<BorrowingField, string>;

const EMPTY: BorrowingInputs = {
  salaryCents: '', rentalCents: '0', partnerSalaryCents: '0', partnerRentalCents: '0',
  expensesCents: '', cardLimitsCents: '0', dependants: '0', testRatePercent: String(DEFAULT_TEST_RATE_PERCENT),
};

/** "How much could I borrow?": what was typed, the field errors, and the estimate once valid. */
export class BorrowingCalculatorStore {
  inputs: BorrowingInputs = { ...EMPTY };
  withPartner = false;
  calculated = false;
  readonly termYears = DEFAULT_TERM_YEARS;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: BorrowingField, value: string): void { this.inputs[field] = value; }
  setWithPartner(value: boolean): void { this.withPartner = value; }
  calculate(): void { this.calculated = true; }

  private get form(): BorrowingForm {
    const money = (field: BorrowingField) => dollarsToCents(this.inputs[field]);
    const partner = (field: BorrowingField) => (this.withPartner ? money(field) : 0);
    return Object.assign(new BorrowingForm(), {
      salaryCents: money('salaryCents'), rentalCents: money('rentalCents'),
      partnerSalaryCents: partner('partnerSalaryCents'), partnerRentalCents: partner('partnerRentalCents'),
      expensesCents: money('expensesCents'), cardLimitsCents: money('cardLimitsCents'),
      dependants: parseNumberInput(this.inputs.dependants), testRatePercent: parseNumberInput(this.inputs.testRatePercent),
    });
  }

  get errors(): Partial<Record<BorrowingField, string>> {
    return this.calculated ? fieldProblems<BorrowingField>(this.form) : {};
  }

  get result(): BorrowingResult | null {
    if (!this.calculated || Object.keys(this.errors).length > 0) return null;
    const f = this.form;
    const incomes = [{ salaryCentsPerYear: f.salaryCents ?? 0, rentalCentsPerYear: f.rentalCents ?? 0 }];
    if (this.withPartner) incomes.push({ salaryCentsPerYear: f.partnerSalaryCents ?? 0, rentalCentsPerYear: f.partnerRentalCents ?? 0 });
    return borrowingPowerCents({
      incomes, livingExpensesCentsPerMonth: f.expensesCents ?? 0, dependants: f.dependants ?? 0,
      creditCardLimitsCents: f.cardLimitsCents ?? 0, testRatePercent: f.testRatePercent ?? DEFAULT_TEST_RATE_PERCENT, years: this.termYears,
    });
  }
}
