import { IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { SESSION_POLICY } from '../core/domain/SessionPolicy';

/** The login form's input, validated at the boundary with the spec's words (section 5). */
export class LoginForm {
  @IsNotEmpty({ message: 'Enter your customer number' })
  @MaxLength(SESSION_POLICY.customerNumberMaxLength, { message: 'Your customer number has at most 7 digits' })
  @Matches(/^\d*$/, { message: 'Your customer number has only digits' })
  customerNumber = '';

  @IsNotEmpty({ message: 'Enter your password' })
  password = '';
}
