import { IsNotEmpty } from 'class-validator';

/**
 * The change-password form's own field: the current password. The new password is judged by
 * the bank's one password policy (contract/rules/PasswordPolicy), the rule the server applies.
 */
export class ChangePasswordForm {
  @IsNotEmpty({ message: 'Enter your current password' })
  currentPassword = '';
}
