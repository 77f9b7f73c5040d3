import { IsNotEmpty, Matches, MaxLength, validateSync } from 'class-validator';
import { SESSION_POLICY } from '../core/domain/SessionPolicy';

/** The login form's input, validated at the boundary with the spec's words. */
export class LoginForm {
  @IsNotEmpty({ message: 'Enter your customer number' })
  @MaxLength(SESSION_POLICY.customerNumberMaxLength, { message: 'Your customer number has at most 7 digits' })
  @Matches(/^\d*$/, { message: 'Your customer number has only digits' })
  customerNumber = '';

  @IsNotEmpty({ message: 'Enter your password' })
  password = '';
}

export type LoginField = 'customerNumber' | 'password';

/** The first message per field of the login form's values (none when they are valid). */
export function validateLogin(values: Pick<LoginForm, LoginField>): Partial<Record<LoginField, string>> {
  const result: Partial<Record<LoginField, string>> = {};
  for (const error of validateSync(Object.assign(new LoginForm(), values))) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) result[error.property as LoginField] = message;
  }
  return result;
}
