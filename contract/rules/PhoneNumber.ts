/**
 * New Zealand phone numbers. Mobiles start 020, 021, 022, 027, 028 or 029 and have 8 to 10
 * digits with the leading 0; landlines are an area code 03, 04, 06, 07 or 09 then 7 digits.
 * People type them with spaces, dashes, brackets round the area code, or in the +64 form.
 */

/** Which kind of number it is. */
export type NzPhoneKind = 'mobile' | 'landline';

/** A recognised number: `national` is its digits with the leading 0, e.g. '0215550101'. */
export interface NzPhoneNumber {
  kind: NzPhoneKind;
  national: string;
}

const MOBILE = /^02[012789]\d{5,7}$/;
const LANDLINE = /^0[34679]\d{7}$/;

/**
 * Recognises an NZ mobile or landline number in any usual written form ('021 555 0101',
 * '021-555-0101', '(09) 123 4567', '+64 21 555 0101', '+64 (0)21 555 0101', '0064 21 ...'),
 * or returns null.
 */
export function parseNzPhoneNumber(input: string): NzPhoneNumber | null {
  const compact = input.replace(/[\s\-()]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  let national = compact;
  const international = /^(?:\+|00)64(.*)$/.exec(compact);
  if (international) national = `0${(international[1] ?? '').replace(/^0/, '')}`;
  else if (compact.startsWith('+') || compact.startsWith('00')) return null;
  if (MOBILE.test(national)) return { kind: 'mobile', national };
  if (LANDLINE.test(national)) return { kind: 'landline', national };
  return null;
}

/** The number's national digits ('0215550101'), or null when it is not an NZ number. */
export function normaliseNzPhoneNumber(input: string): string | null {
  return parseNzPhoneNumber(input)?.national ?? null;
}

/** The number in E.164 ('+64215550101'), or null when it is not an NZ number. */
export function toE164(input: string): string | null {
  const parsed = parseNzPhoneNumber(input);
  return parsed ? `+64${parsed.national.slice(1)}` : null;
}

/** Splits the national digits into the prefix and the groups after it. */
function groups({ kind, national }: NzPhoneNumber): [string, string, string] {
  const prefixLength = kind === 'mobile' ? 3 : 2;
  const prefix = national.slice(0, prefixLength);
  const rest = national.slice(prefixLength);
  return [prefix, rest.slice(0, 3), rest.slice(3)];
}

/** The number as written in New Zealand ('021 555 0101', '09 123 4567'); unrecognised input is returned unchanged. */
export function formatNzPhoneNumber(input: string): string {
  const parsed = parseNzPhoneNumber(input);
  return parsed ? groups(parsed).join(' ') : input;
}

/** The number as written for callers overseas ('+64 21 555 0101'); unrecognised input is returned unchanged. */
export function formatNzPhoneNumberInternational(input: string): string {
  const parsed = parseNzPhoneNumber(input);
  if (!parsed) return input;
  const [prefix, ...rest] = groups(parsed);
  return ['+64', prefix.slice(1), ...rest].join(' ');
}

/** The problem with a mobile number, or null when it is an NZ mobile. */
export function mobileNumberProblem(input: string): string | null {
  if (input.trim() === '') return 'Enter your mobile number';
  const parsed = parseNzPhoneNumber(input);
  if (parsed?.kind === 'mobile') return null;
  if (parsed?.kind === 'landline') return 'That looks like a landline. Enter a mobile number';
  return 'Enter an NZ mobile number, like 021 555 0101';
}

/** The problem with a phone number that may be a mobile or a landline, or null when it is fine. */
export function phoneNumberProblem(input: string): string | null {
  if (input.trim() === '') return 'Enter your phone number';
  if (parseNzPhoneNumber(input)) return null;
  return 'Enter an NZ phone number, like 021 555 0101 or 09 123 4567';
}
