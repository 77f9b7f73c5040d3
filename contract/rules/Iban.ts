/**
 * International Bank Account Numbers (ISO 13616): a 2-letter country, 2 check digits and the
 * country's BBAN, whose length is fixed per country. People type them in groups of four.
 */

/**
 * IBAN length per country, from the SWIFT IBAN registry. Countries not listed (Australia, the
 * United States, Canada, New Zealand ...) do not use IBANs: they use an account number with a
 * routing code instead.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18,
  SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22,
  VG: 24, XK: 20,
};

/** Why an IBAN was not accepted. */
export type IbanProblemCode = 'empty' | 'characters' | 'country' | 'length' | 'checksum';

/** A typed problem: `code` for programs, `message` for the customer. */
export interface IbanProblem {
  code: IbanProblemCode;
  message: string;
}

const MESSAGES: Record<IbanProblemCode, string> = {
  empty: 'Enter the IBAN',
  characters: 'An IBAN starts with 2 letters and 2 numbers, then only letters and numbers',
  country: 'That country does not use IBANs. Enter the account number and bank code instead',
  length: 'That IBAN is the wrong length for its country. Check it and try again',
  checksum: 'That IBAN is not valid. Check it and try again',
};

/** Whether accounts in this country (ISO 3166 alpha-2, any case) are identified by IBAN. */
export function countryUsesIban(countryCode: string): boolean {
  return Object.prototype.hasOwnProperty.call(IBAN_LENGTHS, countryCode.trim().toUpperCase());
}

/** The IBAN without spaces, in upper case: the form it is stored and sent in. */
export function normaliseIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN in groups of four, as printed: `GB82 WEST 1234 5698 7654 32`. */
export function formatIban(input: string): string {
  return normaliseIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit so no big integers are needed. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/**
 * The problem with an IBAN typed by a customer (spaces and lower case allowed), or null when it
 * is valid: known IBAN country, that country's length, and mod-97 check equal to 1.
 */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  const problem = (code: IbanProblemCode): IbanProblem => ({ code, message: MESSAGES[code] });
  if (iban === '') return problem('empty');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return problem('characters');
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return problem('country');
  if (iban.length !== length) return problem('length');
  if (mod97(iban) !== 1) return problem('checksum');
  return null;
}

/** Whether an IBAN is valid (see `ibanProblem`). */
export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}
