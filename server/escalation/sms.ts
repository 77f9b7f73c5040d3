import { BRAND } from '../../contract/rules/brand';

/** Where the sandbox "sends" an SMS: a line in the server log (no SMS gateway here). */
export type SmsLog = (line: string) => void;

/** '021 555 0101' → '021 *** 0101': enough to recognise the phone, not enough to harvest it. */
export function maskMobile(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7) return '*** ***';
  return `${digits.slice(0, 3)} *** ${digits.slice(-4)}`;
}

export function smsLine(mobile: string, code: string): string {
  return `SMS to ${maskMobile(mobile)}: your ${BRAND.product} code is ${code}`;
}
