import { IsNotEmpty, MaxLength, ValidateIf } from 'class-validator';
import { isValidNzBankAccountNumber } from '../../../../contract/rules/NzBankAccountNumber';

export class VerifyForm {
  @IsNotEmpty({ message: 'Enter the reference from our letter' })
  @MaxLength(40, { message: 'Enter the reference as it is on our letter' })
  caseReference = '';

  @IsNotEmpty({ message: 'Enter your date of birth as DD/MM/YYYY' })
  dateOfBirth: string | null = null;
}

/** Where the refund goes; the other-bank fields count only when that option is chosen. */
export class DestinationForm {
  @IsNotEmpty({ message: 'Choose an account for your refund' })
  choice = '';

  @ValidateIf((form: DestinationForm) => form.choice === 'other')
  @IsNotEmpty({ message: 'Enter the account number, e.g. 12-3456-0123456-00' })
  accountNumber = '';

  @ValidateIf((form: DestinationForm) => form.choice === 'other')
  @IsNotEmpty({ message: 'Enter the name on the account' })
  @MaxLength(60, { message: 'Enter at most 60 characters' })
  accountName = '';
}

/** The check-digit rule (contract/rules/NzBankAccountNumber) on top of the form's presence checks. */
export function accountNumberError(form: DestinationForm): string | undefined {
  if (form.choice !== 'other' || form.accountNumber.trim() === '') return undefined;
  return isValidNzBankAccountNumber(form.accountNumber) ? undefined : 'Enter a valid New Zealand bank account number, e.g. 12-3456-0123456-00';
}
