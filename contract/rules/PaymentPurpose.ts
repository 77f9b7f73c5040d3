/**
 * "What is this payment for?": asked of every payment to someone new (a one-off account, or a
 * payee added in the last 30 days), as NZ's Code of Banking Practice asks of banks since
 * 30 November 2025. The answer travels with the payment, is stored, and feeds the risk rules
 * (server/scam/riskRules.ts); each purpose has the warning written for its scam.
 */
export const PAYMENT_PURPOSES = [
  'bill-or-invoice', 'goods-or-services', 'family-or-friends', 'investment-or-crypto',
  'impersonation', 'tradie', 'loan-or-advance-fee', 'other',
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PURPOSE_QUESTION = 'What is this payment for?';

export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  'bill-or-invoice': 'Paying a bill or invoice',
  'goods-or-services': 'Buying goods or services',
  'family-or-friends': 'Family or friends',
  'investment-or-crypto': 'Investment or cryptocurrency',
  impersonation: 'A request from someone claiming to be from the bank, police, IRD or a company',
  tradie: 'Paying a tradie',
  'loan-or-advance-fee': 'A loan or an advance fee',
  other: 'Other',
};

export interface PurposeWarning {
  /** What this scam looks like. */
  looksLike: string;
  /** The questions to ask before paying. */
  ask: readonly string[];
}

const warning = (looksLike: string, ...ask: string[]): PurposeWarning => ({ looksLike, ask });

/** The warning shown for each purpose before the review, in the words a customer reads: what the scam looks like, then the questions to ask. */
export const PURPOSE_WARNINGS: Record<PaymentPurpose, PurposeWarning> = {
  'bill-or-invoice': warning('Scammers send invoices that look real, or an email saying a business has changed its bank account.',
    'Did you check the account number with the business on a phone number you already had?', 'Was the invoice expected, for the amount you agreed?'),
  'goods-or-services': warning('Fake sellers on marketplaces and social media take the money and never send anything.',
    'Have you seen the item, or is the seller known and reviewed?', 'Why is the seller asking for a bank transfer rather than a protected payment?'),
  'family-or-friends': warning('A message from a "new number" saying it is your child or a friend who needs money urgently is a common scam.',
    'Have you called them on the number you already had for them?', 'Is anyone rushing you or asking you to keep it secret?'),
  'investment-or-crypto': warning('Fake investments promise high returns, often through cryptocurrency, celebrity endorsements or a "trading platform".',
    'Is the business on the Financial Markets Authority register?', 'Did you meet them online, or were you promised returns that sound too good?'),
  impersonation: warning('The bank, police, IRD and real companies never ask you to move money to keep it safe, or to pay a fine by transfer.',
    'Did they call you, or ask you to install an app or share a code?', 'Hang up and call the organisation on a number you find yourself.'),
  tradie: warning('Scammers intercept a tradie\'s emails and send new bank details, or ask for large deposits for work never done.',
    'Did you confirm the account number with the tradie in person or on a known phone number?', 'Is the deposit a fair part of the job?'),
  'loan-or-advance-fee': warning('A loan, prize or inheritance that needs a fee paid first is almost always a scam.',
    'Why would a real lender take the fee from you rather than out of the loan?', 'Did you apply for this, or were you contacted out of the blue?'),
  other: warning('If someone you have only met online, or someone rushing you, asked for this payment, it may be a scam.',
    'Do you know and trust who you are paying?', 'Would you get your money back if this went wrong?'),
};

/** A payee added less than this many days ago is still "someone new". */
export const NEW_PAYEE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Whether a saved payee added at `addedAtMs` is still "someone new" at `nowMs`: the client asks
 * the purpose by this, and the server's risk rules use the same 30 days (`created_at >
 * sandbox_now() - 30 days`, riskFacts.ts), so both agree on who is new.
 */
export function isNewPayee(addedAtMs: number, nowMs: number): boolean {
  return addedAtMs > nowMs - NEW_PAYEE_DAYS * DAY_MS;
}

export function isPaymentPurpose(value: unknown): value is PaymentPurpose {
  return typeof value === 'string' && (PAYMENT_PURPOSES as readonly string[]).includes(value);
}
