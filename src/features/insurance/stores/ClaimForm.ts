import { IsIn, IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import type { ClaimKind } from '../core/domain/Policy';

/** The claim form's input; the date and phone checks that need rules are in ClaimStore. */
export class ClaimForm {
  @IsIn(['death', 'terminal-illness', 'trauma', 'other'], { message: 'Choose what happened' })
  kind: ClaimKind | '' = '';

  @IsNotEmpty({ message: 'Enter the date it happened as DD/MM/YYYY' })
  eventDate = '';

  @MinLength(10, { message: 'Tell us a little more: at least 10 characters' })
  @MaxLength(1000, { message: 'Keep it to 1,000 characters; we will call you for the rest' })
  description = '';

  @IsNotEmpty({ message: 'Enter your phone number' })
  contactPhone = '';
}
