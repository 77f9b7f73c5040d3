import { IsNotEmpty } from 'class-validator';

/**
 * The change-password form's own field; the new password is judged by the one password
 * policy of contract/rules/PasswordPolicy (the store applies it), as the sandbox does.
 */
export class ChangePasswordForm {
  @IsNotEmpty({ message: 'Enter your current password' })
  currentPassword = '';
}
