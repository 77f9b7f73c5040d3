import { Matches } from 'class-validator';

/** Step 1: who is resetting. The date must also be a real calendar date (parseDateOfBirth). */
export class ResetDetailsForm {
  @Matches(/^\d{7}$/, { message: 'Enter your 7-digit customer number' })
  customerNumber = '';

  @Matches(/^\d{1,2}[/\-. ]\d{1,2}[/\-. ]\d{4}$/, { message: 'Enter your date of birth as day, month and year, for example 17/01/1960' })
  dateOfBirth = '';
}

/** Step 2: the texted code. The new password is judged by the one password policy. */
export class ResetCodeForm {
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code we texted you' })
  code = '';
}
