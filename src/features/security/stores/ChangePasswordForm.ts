import { IsNotEmpty, Length, Matches } from 'class-validator';

/** The change-password form, validated with the bank's password rules (10–64 characters, a letter and a digit). */
export class ChangePasswordForm {
  @IsNotEmpty({ message: 'Enter your current password' })
  currentPassword = '';

  @Length(10, 64, { message: 'Your new password must have 10 to 64 characters' })
  @Matches(/(?=.*[A-Za-z])(?=.*\d)/, { message: 'Your new password needs at least one letter and one number' })
  @IsNotEmpty({ message: 'Enter a new password' })
  newPassword = '';
}
