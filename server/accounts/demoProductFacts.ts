import { merchantAccountOf } from '../ledger';

/**
 * The demo customers' product facts, placed relative to the day the sandbox seeds (its clock):
 * what the inbox says about them must agree, so other seeds read the rows seedProductFacts writes
 * (term_deposits, loans, credit_card_statements), not these numbers. The ledger's history reads
 * the loans too: their repayments are in it, on the dates these imply.
 */
export const DEMO_TERM_DEPOSITS = [
  // Aroha's matures in 14 days and rolls over; her inbox message quotes the date and rate.
  { customer: '1000001', rateBps: 510, termMonths: 12, maturesInDays: 14, instruction: 'reinvest-all', payTo: null },
  // Tama's pays out to his account at another bank.
  { customer: '1000006', rateBps: 485, termMonths: 6, maturesInDays: 61, instruction: 'pay-out', payTo: merchantAccountOf('Tama Rangi') },
] as const;

export const DEMO_LOANS = [
  { customer: '1000007', product: 'personal-loan', rateBps: 1295, rateType: 'fixed', fixedForDays: 730, repaymentCents: 45_460, frequency: 'monthly', nextInDays: 6 },
  { customer: '1000007', product: 'home-loan', rateBps: 619, rateType: 'fixed', fixedForDays: 200, repaymentCents: 124_820, frequency: 'fortnightly', nextInDays: 3 },
] as const;
