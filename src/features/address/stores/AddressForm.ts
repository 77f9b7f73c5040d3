import { IsNotEmpty, Matches, MaxLength } from 'class-validator';

/** The longest line the bank's address record keeps. */
export const ADDRESS_LINE_MAX = 60;
const tooLong = (what: string) => `${what} must be ${ADDRESS_LINE_MAX} characters or fewer`;

/**
 * An address form's input, validated at the boundary in plain words. Values arrive trimmed.
 * `isNotEmpty` is listed first on purpose: AddressFormStore shows it before any other message.
 */
export class AddressForm {
  @IsNotEmpty({ message: 'Enter the first line of your address' })
  @MaxLength(ADDRESS_LINE_MAX, { message: tooLong('Address line 1') })
  line1 = '';

  @MaxLength(ADDRESS_LINE_MAX, { message: tooLong('Address line 2') })
  line2 = '';

  @MaxLength(ADDRESS_LINE_MAX, { message: tooLong('Suburb') })
  suburb = '';

  @IsNotEmpty({ message: 'Enter your town or city' })
  @MaxLength(ADDRESS_LINE_MAX, { message: tooLong('Town or city') })
  town = '';

  @IsNotEmpty({ message: 'Enter your postcode' })
  @Matches(/^\d{4}$/, { message: 'Enter your postcode as 4 numbers, for example 1010' })
  postcode = '';
}
