import { BRAND } from '../../contract/rules/brand';

/** Where the sandbox "sends" an SMS: a line in the server log (no SMS gateway here). */
export type SmsLog = (line: string) => void;

/** '021 555 0101' → '021 *** 0101': enough to recognise the phone, not enough to harvest it. */
export function maskMobile(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7) return '*** ***';
  return `${digits.slice(0, 3)} *** ${digits.slice(-4)}`;
}

/** 'aroha.ngata@example.co.nz' → 'a***@example.co.nz': enough to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** An email, as the sandbox logs it (no mail gateway here either): the same log as texts, naming the masked address. */
export function emailLine(email: string, text: string): string {
  return `Email to ${maskEmail(email)}: ${text}`;
}

/** A text to a mobile, as the sandbox logs it; `text` names what its code is for (approvalText). */
export function smsLine(mobile: string, text: string): string {
  return `SMS to ${maskMobile(mobile)}: ${text}`;
}

/** A code that approves no payment or change (a login reset, confirming a number): it says what it is for. */
export function codeText(code: string, purpose: string): string {
  return `${BRAND.product}: code ${code} to ${purpose}. Never share this code.`;
}
