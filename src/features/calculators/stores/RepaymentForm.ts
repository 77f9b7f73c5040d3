import { Max, Min, IsInt, IsIn, IsDefined } from 'class-validator';
import type { RepaymentFrequency } from '../core/domain/repayment';

/** The repayment calculator's input after parsing; null where the text was not a number. */
export class RepaymentForm {
  @IsDefined({ message: 'Enter the loan amount, e.g. 500,000' })
  @Min(100_000, { message: 'Enter a loan amount of $1,000 or more' })
  @Max(5_000_000_000, { message: 'Enter a loan amount of $50,000,000 or less' })
  principalCents: number | null = null;

  @IsDefined({ message: 'Enter the interest rate, e.g. 6.5' })
  @Max(25, { message: 'Enter an interest rate of 25% or less' })
  annualRatePercent: number | null = null;

  @IsDefined({ message: 'Enter the loan term in years' })
  @IsInt({ message: 'Enter the loan term in whole years' })
  @Min(1, { message: 'Enter a loan term from 1 to 40 years' })
  @Max(40, { message: 'Enter a loan term from 1 to 40 years' })
  years: number | null = null;

  @IsIn(['weekly', 'fortnightly', 'monthly'])
  frequency: RepaymentFrequency = 'monthly';
}
