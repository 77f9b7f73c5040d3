import { IsDefined, IsInt, Max, Min } from 'class-validator';

const amount = (what: string) => IsDefined({ message: `Enter ${what} in dollars, or 0` });

/** The borrowing calculator's input after parsing; null where the text was not a number. */
export class BorrowingForm {
  @amount('your yearly income before tax') salaryCents: number | null = 0;
  @amount('your yearly rental income') rentalCents: number | null = 0;
  @amount("your partner's yearly income before tax") partnerSalaryCents: number | null = 0;
  @amount("your partner's yearly rental income") partnerRentalCents: number | null = 0;
  @amount('your living expenses a month') expensesCents: number | null = 0;
  @amount('the total of your credit card limits') cardLimitsCents: number | null = 0;

  @IsDefined({ message: 'Enter the number of dependants, or 0' })
  @IsInt({ message: 'Enter the number of dependants as a whole number' })
  @Max(20, { message: 'Enter 20 dependants or fewer' })
  dependants: number | null = 0;

  @IsDefined({ message: 'Enter the test interest rate, e.g. 8.5' })
  @Min(1, { message: 'Enter a test rate from 1% to 25%' })
  @Max(25, { message: 'Enter a test rate from 1% to 25%' })
  testRatePercent: number | null = 8.5;
}
