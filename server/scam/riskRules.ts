import { formatMoney } from '../../contract/rules/Money';
import { PURPOSE_LABELS, type PaymentPurpose } from '../../contract/rules/PaymentPurpose';

/**
 * The scam risk engine: one table of rules, pure functions, no database. Each rule looks at the
 * facts of one payment (gathered by riskFacts.ts) and, when it fires, asks for an outcome and
 * says why in words a person reads. The decision is the strongest outcome any fired rule asks
 * for; every fired rule's words are stored with the payment (table payment_risk_decisions).
 *
 * - allow:   the payment goes ahead (notes still recorded);
 * - warn:    the customer must confirm they understand the words before it goes ahead;
 * - hold:    after the same confirmation, it waits 24 hours "on hold for your protection";
 *            the customer can cancel it, the bank releases or stops it;
 * - decline: refused, nothing moves.
 */
export type RiskOutcome = 'allow' | 'warn' | 'hold' | 'decline';
/** A rule may only note a fact (it strengthens nothing on its own, but its words are kept). */
export type RuleLevel = 'note' | Exclude<RiskOutcome, 'allow'>;

export type ConfirmationOutcome = 'match' | 'partial-match' | 'no-match' | 'account-not-found' | 'unavailable';

export interface RiskFacts {
  amountCents: number;
  /** The customer's answer to "What is this payment for?"; null when not asked or not given. */
  purpose: PaymentPurpose | null;
  /** A one-off account, or a payee added in the last 30 days. */
  payeeIsNew: boolean;
  /** No earlier payment of this customer went to this account. */
  firstToDestination: boolean;
  /** Confirmation of Payee for the name given (server-side, never trusted from the client). */
  confirmation: ConfirmationOutcome;
  /** The customer's usual payment to others: the average over 90 days, null with none. */
  usualCents: number | null;
  /** The day's payments to this destination before this one (splitting does not duck a threshold). */
  sameDestinationTodayCents: number;
  /** This session's browser never logged in as this customer before. */
  newDevice: boolean;
  sessionAgeSeconds: number;
  /** A mobile, email, password or passkey changed in the last 24 hours. */
  factorChangedRecently: boolean;
  /** The account is on the shared list of reported scam accounts. */
  destinationReported: boolean;
  bankingLocked: boolean;
  /** A magic sandbox account or payee name asking for this outcome (magicSandbox.ts). */
  sandboxOutcome: Exclude<RiskOutcome, 'allow'> | null;
}

export interface RiskRule {
  id: string;
  level: RuleLevel;
  fires(facts: RiskFacts): boolean;
  words(facts: RiskFacts): string;
}

/** A first payment this large (with the day's earlier ones to the same account) is "large". */
export const LARGE_FIRST_PAYMENT_CENTS = 100_000;
/** An amount this many times the usual one is unusual (and at least this much). */
export const UNUSUAL_MULTIPLE = 5;
export const UNUSUAL_MINIMUM_CENTS = 50_000;
/** A session this young is one a fraudster who just logged in would have. */
export const YOUNG_SESSION_SECONDS = 600;

const total = (f: RiskFacts) => f.amountCents + f.sameDestinationTodayCents;
const large = (f: RiskFacts) => f.payeeIsNew && total(f) >= LARGE_FIRST_PAYMENT_CENTS;
const unusual = (f: RiskFacts) => f.usualCents !== null && f.usualCents > 0
  && f.amountCents >= UNUSUAL_MINIMUM_CENTS && f.amountCents >= UNUSUAL_MULTIPLE * f.usualCents;
const youngSession = (f: RiskFacts) => f.sessionAgeSeconds < YOUNG_SESSION_SECONDS;
const SCAM_PRONE: readonly PaymentPurpose[] = ['investment-or-crypto', 'loan-or-advance-fee', 'impersonation'];
const purposeWords = (f: RiskFacts) => (f.purpose ? PURPOSE_LABELS[f.purpose].toLowerCase() : '');

/** The rules, in the order their words are read. */
export const RISK_RULES: readonly RiskRule[] = [
  { id: 'banking-locked', level: 'decline', fires: (f) => f.bankingLocked, words: () => 'your banking is locked' },
  { id: 'reported-scam-account', level: 'decline', fires: (f) => f.destinationReported,
    words: () => 'this account has been reported to us as used by scammers' },
  { id: 'first-payment', level: 'note', fires: (f) => f.payeeIsNew && f.firstToDestination, words: () => 'first payment to this account' },
  { id: 'new-payee', level: 'note', fires: (f) => f.payeeIsNew && !f.firstToDestination, words: () => 'payee added in the last 30 days' },
  { id: 'no-purpose', level: 'note', fires: (f) => f.payeeIsNew && f.purpose === null, words: () => 'no purpose given' },
  { id: 'unusual-amount', level: 'warn', fires: unusual,
    words: (f) => `amount ${Math.floor(f.amountCents / (f.usualCents ?? 1))}× your usual` },
  { id: 'scam-prone-purpose', level: 'warn', fires: (f) => f.payeeIsNew && f.purpose !== null && SCAM_PRONE.includes(f.purpose),
    words: purposeWords },
  { id: 'name-does-not-match', level: 'warn', fires: (f) => f.payeeIsNew && f.confirmation === 'no-match',
    words: () => 'the name does not match the account' },
  { id: 'large-first-payment', level: 'note', fires: large, words: (f) => `${formatMoney(total(f))} to someone new today` },
  { id: 'large-to-mismatched-name', level: 'hold', fires: (f) => large(f) && f.confirmation === 'no-match',
    words: () => 'a large payment to an account whose name does not match' },
  { id: 'impersonation', level: 'hold', fires: (f) => f.payeeIsNew && f.purpose === 'impersonation',
    words: () => 'genuine organisations never ask you to move money' },
  // A new phone is common: the customer confirms; with a mismatched name or a scam-prone purpose other rules hold it.
  { id: 'new-device', level: 'warn', fires: (f) => large(f) && f.newDevice, words: () => 'a device you have not used with us before' },
  // A fresh login is every customer's morning: noted for the story, it strengthens nothing alone.
  { id: 'young-session', level: 'note', fires: (f) => large(f) && !f.newDevice && youngSession(f),
    words: (f) => { const minutes = Math.max(1, Math.ceil(f.sessionAgeSeconds / 60)); return `logged in ${minutes} minute${minutes === 1 ? '' : 's'} ago`; } },
  // With a name the bank could not confirm, it is a taken-over session's shape.
  { id: 'young-session-unconfirmed', level: 'warn', fires: (f) => large(f) && !f.newDevice && youngSession(f) && f.confirmation === 'unavailable',
    words: () => 'the name could not be checked' },
  { id: 'factor-changed', level: 'hold', fires: (f) => f.payeeIsNew && f.factorChangedRecently,
    words: () => 'your mobile, email or password changed in the last 24 hours' },
  { id: 'sandbox-outcome', level: 'warn', fires: (f) => f.sandboxOutcome !== null,
    words: (f) => `sandbox test account asking for ${f.sandboxOutcome ?? ''}` },
];

export interface RiskDecision {
  outcome: RiskOutcome;
  /** The fired rules' ids, in table order. */
  rules: string[];
  /** Their words, joined: "first payment to this account; amount 6× your usual; investment or cryptocurrency". */
  reasons: string;
}

const STRENGTH: Record<RiskOutcome, number> = { allow: 0, warn: 1, hold: 2, decline: 3 };

/** Decides a payment from its facts: the strongest outcome of the fired rules, and all their words. */
export function decideRisk(facts: RiskFacts, rules: readonly RiskRule[] = RISK_RULES): RiskDecision {
  const fired = rules.filter((rule) => rule.fires(facts));
  let outcome: RiskOutcome = facts.sandboxOutcome ?? 'allow';
  for (const rule of fired) {
    const asked: RiskOutcome = rule.level === 'note' ? 'allow' : rule.level;
    if (STRENGTH[asked] > STRENGTH[outcome]) outcome = asked;
  }
  return { outcome, rules: fired.map((r) => r.id), reasons: fired.map((r) => r.words(facts)).filter(Boolean).join('; ') };
}

/** Facts of an ordinary, safe payment; tests and the sandbox start from these. */
export const QUIET_FACTS: RiskFacts = {
  amountCents: 5_000, purpose: null, payeeIsNew: false, firstToDestination: false, confirmation: 'match',
  usualCents: null, sameDestinationTodayCents: 0, newDevice: false, sessionAgeSeconds: 3_600,
  factorChangedRecently: false, destinationReported: false, bankingLocked: false, sandboxOutcome: null,
};
