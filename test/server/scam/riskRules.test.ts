import { decideRisk, QUIET_FACTS, RISK_RULES, type RiskFacts, type RiskOutcome } from '../../../server/scam/riskRules';
import { sandboxOutcomeFor } from '../../../server/scam/magicSandbox';

const facts = (change: Partial<RiskFacts>): RiskFacts => ({ ...QUIET_FACTS, ...change });
const NEW = { payeeIsNew: true, firstToDestination: true } as const;

describe('the risk rules as a decision table', () => {
  it('allows a quiet payment to a known payee, with no words', () => {
    expect(decideRisk(QUIET_FACTS)).toEqual({ outcome: 'allow', rules: [], reasons: '' });
  });

  // Each rule alone: the facts that make only it fire, the outcome and the words it produces.
  it.each<[string, Partial<RiskFacts>, RiskOutcome, string]>([
    ['banking-locked', { bankingLocked: true }, 'decline', 'your banking is locked'],
    ['reported-scam-account', { destinationReported: true }, 'decline', 'this account has been reported to us as used by scammers'],
    ['unusual-amount', { amountCents: 60_000, usualCents: 10_000 }, 'warn', 'amount 6× your usual'],
    ['sandbox-outcome', { sandboxOutcome: 'hold' }, 'hold', 'sandbox test account asking for hold'],
  ])('%s alone', (id, change, outcome, words) => {
    expect(decideRisk(facts(change))).toEqual({ outcome, rules: [id], reasons: words });
  });

  // Rules that only apply to someone new come with the note that the payee is new.
  it.each<[string, Partial<RiskFacts>, RiskOutcome, string]>([
    ['first-payment', { purpose: 'family-or-friends' }, 'allow', 'first payment to this account'],
    ['no-purpose', {}, 'allow', 'first payment to this account; no purpose given'],
    ['scam-prone-purpose', { purpose: 'investment-or-crypto' }, 'warn', 'first payment to this account; investment or cryptocurrency'],
    ['scam-prone-purpose', { purpose: 'loan-or-advance-fee' }, 'warn', 'first payment to this account; a loan or an advance fee'],
    ['name-does-not-match', { purpose: 'tradie', confirmation: 'no-match' }, 'warn', 'first payment to this account; the name does not match the account'],
    ['large-first-payment', { purpose: 'tradie', amountCents: 100_000 }, 'allow', 'first payment to this account; $1,000.00 to someone new today'],
    ['impersonation', { purpose: 'impersonation' }, 'hold',
      'first payment to this account; a request from someone claiming to be from the bank, police, ird or a company; genuine organisations never ask you to move money'],
    ['factor-changed', { purpose: 'other', factorChangedRecently: true }, 'hold',
      'first payment to this account; your mobile, email or password changed in the last 24 hours'],
  ])('%s for someone new', (id, change, outcome, words) => {
    const decision = decideRisk(facts({ ...NEW, ...change }));
    expect(decision.rules).toContain(id);
    expect(decision).toMatchObject({ outcome, reasons: words });
  });

  it('a payee added lately but paid before is noted as such, not as a first payment', () => {
    expect(decideRisk(facts({ payeeIsNew: true, purpose: 'bill-or-invoice' }))).toEqual({
      outcome: 'allow', rules: ['new-payee'], reasons: 'payee added in the last 30 days',
    });
  });

  it.each<[string, Partial<RiskFacts>, RiskOutcome, string]>([
    ['the scam journey: $4,500 for investment to a no-match name → hold',
      { ...NEW, amountCents: 450_000, purpose: 'investment-or-crypto', confirmation: 'no-match' }, 'hold',
      'first payment to this account; investment or cryptocurrency; the name does not match the account; $4,500.00 to someone new today; a large payment to an account whose name does not match'],
    ['a large first payment from a new device → warn',
      { ...NEW, amountCents: 200_000, purpose: 'goods-or-services', newDevice: true, sessionAgeSeconds: 30 }, 'warn',
      'first payment to this account; $2,000.00 to someone new today; a device you have not used with us before'],
    ['a large first payment minutes after logging in, the name not checkable → warn',
      { ...NEW, amountCents: 200_000, purpose: 'goods-or-services', sessionAgeSeconds: 125, confirmation: 'unavailable' }, 'warn',
      'first payment to this account; $2,000.00 to someone new today; logged in 3 minutes ago; the name could not be checked'],
    ['a large first payment a minute after logging in is noted, not stopped',
      { ...NEW, amountCents: 200_000, purpose: 'goods-or-services', sessionAgeSeconds: 30 }, 'allow',
      'first payment to this account; $2,000.00 to someone new today; logged in 1 minute ago'],
    ['splitting: $999 after $999 today to the same account is large',
      { ...NEW, amountCents: 99_900, sameDestinationTodayCents: 99_900, purpose: 'other', confirmation: 'no-match' }, 'hold',
      'first payment to this account; the name does not match the account; $1,998.00 to someone new today; a large payment to an account whose name does not match'],
    ['a reported account declines whatever else is safe or held',
      { ...NEW, purpose: 'impersonation', destinationReported: true }, 'decline',
      'this account has been reported to us as used by scammers; first payment to this account; a request from someone claiming to be from the bank, police, ird or a company; genuine organisations never ask you to move money'],
    ['a close match is not a mismatch', { ...NEW, amountCents: 450_000, purpose: 'tradie', confirmation: 'partial-match' }, 'allow',
      'first payment to this account; $4,500.00 to someone new today'],
    ['an unknown account is not a mismatch either', { ...NEW, amountCents: 450_000, purpose: 'tradie', confirmation: 'account-not-found' }, 'allow',
      'first payment to this account; $4,500.00 to someone new today'],
    ['known payees skip the new-payee rules, even for investment with a new device',
      { amountCents: 450_000, purpose: 'investment-or-crypto', confirmation: 'no-match', newDevice: true, factorChangedRecently: true }, 'allow', ''],
  ])('%s', (_name, change, outcome, words) => {
    expect(decideRisk(facts(change))).toMatchObject({ outcome, reasons: words });
  });

  it('the strongest outcome wins, whatever order the rules fire in', () => {
    const reversed = [...RISK_RULES].reverse();
    const held = facts({ ...NEW, purpose: 'impersonation', amountCents: 500_000, usualCents: 1_000 });
    expect(decideRisk(held, reversed).outcome).toBe('hold');
    expect(decideRisk(held).outcome).toBe('hold');
  });

  it('every rule has an id of its own', () => {
    expect(new Set(RISK_RULES.map((r) => r.id)).size).toBe(RISK_RULES.length);
  });
});

describe('magic sandbox accounts and names', () => {
  it.each([
    ['12-3456-9999897-00', 'Anyone', 'warn'],
    ['12-3456-9999889-00', 'Anyone', 'hold'],
    ['12-3456-9999870-00', 'Anyone', 'decline'],
    ['01-0902-0068389-00', ' Risk  HOLD ', 'hold'],
    ['01-0902-0068389-00', 'Hemi Walker', null],
  ])('%s named %j asks for %s', (account, name, outcome) => {
    expect(sandboxOutcomeFor(account, name)).toBe(outcome);
  });
});
