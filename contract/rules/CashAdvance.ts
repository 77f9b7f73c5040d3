import { formatMoney, type Cents } from './Money';

/**
 * Money moved out of a credit card is a cash advance: a fee, and interest from the day it is
 * taken with no interest-free days. The customer reads these words before they review the
 * transfer, and the sandbox charges and records it as such.
 */

/** The fee for each cash advance, charged to the card with it. */
export const CASH_ADVANCE_FEE_CENTS: Cents = 250;

/** The card's cash advance interest rate, per year. */
export const CASH_ADVANCE_RATE = '22.95% p.a.';

/** Whether money moved out of an account of this product is a cash advance. */
export function isCashAdvance(fromProduct: string): boolean {
  return fromProduct === 'credit-card';
}

/** The warning a customer sees before reviewing a transfer from their credit card. */
export const CASH_ADVANCE_WARNING = {
  title: 'This is a cash advance',
  body: `Moving money out of a credit card is a cash advance. We charge a ${formatMoney(CASH_ADVANCE_FEE_CENTS)} fee, `
    + `and interest at ${CASH_ADVANCE_RATE} from the day you take it, with no interest-free days, until you repay it.`,
} as const;
