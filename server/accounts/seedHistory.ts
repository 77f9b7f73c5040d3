import { addDays, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import { int, pick, type Rng } from '../address';
import { CREDIT_CARD_SPENDING, EMPLOYERS, EVERYDAY_SPENDING, LANDLORDS, MONTHLY_BILLS, type CardMerchant } from './seedMerchants';
import { merchantAccountOf } from '../ledger';
import { DEMO_LOANS } from './demoProductFacts';
import { addMonths, type RepaymentFrequency } from './productRules';
import { DEMO_CARD_HOLDS, PENDING_WINDOW_MS } from './demoCardHolds';
import { DEMO_AUTOMATIC_PAYMENTS, PERIOD_DAYS } from '../automatic-payments';

const REPAYMENT_DAYS: Record<Exclude<RepaymentFrequency, 'monthly'>, number> = { weekly: 7, fortnightly: 14 };

export interface SeedAccount { id: string; product: string; name: string; balanceCents: number; creditLimitCents: number | null }
export interface SeedPosting { accountId: string | null; external: string | null; amountCents: number; description: string }
export interface SeedEvent {
  kind: 'payment' | 'transfer' | 'card' | 'direct-debit' | 'deposit' | 'interest' | 'opening';
  atMs: number; pending: boolean; particulars: string; code: string; reference: string; postings: SeedPosting[];
}

/** How much each demo customer spends, relative to Aroha (see demo-customers.md for who they are). */
const LIFESTYLE: Record<string, number> = { '1000001': 1, '1000002': 0.8, '1000003': 0.7, '1000004': 0.35, '1000005': 0.15, '1000007': 0.9 };

/** A made-up account number at another bank for a merchant or employer, the same for the same name. */
export const externalAccountOf = merchantAccountOf;

const cents = (rng: Rng, min: number, max: number) => int(rng, min, max);
const external = (name: string, amountCents: number, description: string): SeedPosting =>
  ({ accountId: null, external: externalAccountOf(name), amountCents, description });
const own = (account: SeedAccount, amountCents: number, description: string): SeedPosting =>
  ({ accountId: account.id, external: null, amountCents, description });

/**
 * About `days` days of one customer's life up to `nowMs`, as ledger events in no particular
 * order: card spending, rent, bills, fortnightly pay, transfers between their own accounts,
 * interest, the runs of their automatic payments, and the pending card holds of demoCardHolds.ts.
 * Nothing is dated after `nowMs`; the shapes docs/demo-data.md promises hold whatever the
 * clock says (test/server/platform/demoInvariants.test.ts seeds at many times to check).
 * Balances are not looked at here: seedLedger fits the history to the seeded balances.
 */
export function historyFor(customerNumber: string, accounts: readonly SeedAccount[], rng: Rng, today: string, nowMs: number, days: number): SeedEvent[] {
  const events: SeedEvent[] = [];
  const find = (...products: string[]) => accounts.find((a) => products.includes(a.product));
  const everyday = find('everyday');
  const bills = find('bills') ?? everyday;
  const saver = find('savings', 'online-saver');
  const card = find('credit-card');
  const lifestyle = LIFESTYLE[customerNumber] ?? 0.5;
  const at = (date: string, fromHour: number, toHour: number) => startOfAucklandDayUtcMs(date) + int(rng, fromHour * 60, toHour * 60) * 60_000;
  const add = (event: Omit<SeedEvent, 'particulars' | 'code' | 'reference' | 'pending'> & Partial<SeedEvent>) => {
    if (event.atMs < nowMs) events.push({ particulars: '', code: '', reference: '', pending: false, ...event });
  };
  // Card payments of the last two days would still be pending: the fixed holds stand for them.
  const postedBy = nowMs - PENDING_WINDOW_MS;
  const transfer = (date: string, from: SeedAccount, to: SeedAccount, amount: number) => add({
    kind: 'transfer', atMs: at(date, 6, 8), postings: [own(from, -amount, `Transfer to ${to.name}`), own(to, amount, `Transfer from ${from.name}`)],
  });
  const spend = (date: string, account: SeedAccount, merchants: readonly CardMerchant[], scale: number) => {
    for (const merchant of merchants) {
      if (rng() >= (merchant.perWeek * scale) / 7) continue;
      const name = pick(rng, merchant.names);
      const amount = Math.round(cents(rng, merchant.minCents, merchant.maxCents) * Math.max(scale, 0.4));
      const atMs = at(date, 7, 21);
      if (atMs < postedBy) add({ kind: 'card', atMs, postings: [own(account, -amount, name), external(name, amount, 'Card payment')] });
    }
  };
  const employer = pick(rng, EMPLOYERS);
  const landlord = pick(rng, LANDLORDS);
  const rent = Math.round(58_000 * lifestyle / 500) * 500;
  const automatic = DEMO_AUTOMATIC_PAYMENTS.filter((p) => p.customer === customerNumber);
  // Rent paid by automatic payment is in the history as its runs (below), not as well as them.
  const rentByAutomaticPayment = automatic.some((p) => p.purpose === 'rent');
  const savedByAutomaticPayment = automatic.some((p) => p.purpose === 'savings');
  // Someone repaying a home loan lives in it: no rent.
  const ownsHome = accounts.some((a) => a.product === 'home-loan');
  // Pay day is every other Thursday, the latest of them in the seven days before today, so
  // a salary is always in the last eight days, whatever the hour.
  const lastThursday = [1, 2, 3, 4, 5, 6, 7].find((n) => new Date(`${addDays(today, -n)}T12:00:00Z`).getUTCDay() === 4) ?? 7;
  for (let day = days; day >= 0; day -= 1) {
    const date = addDays(today, -day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const dom = Number(date.slice(8));
    if (everyday) {
      spend(date, everyday, EVERYDAY_SPENDING, lifestyle);
      if (weekday === 1 && lifestyle >= 0.5 && !rentByAutomaticPayment && !ownsHome) {
        add({ kind: 'payment', atMs: at(date, 6, 7), reference: 'RENT', postings: [own(everyday, -rent, landlord), external(landlord, rent, 'Rent')] });
      }
      if (day >= lastThursday && (day - lastThursday) % 14 === 0) {
        const pay = Math.round(((rent * 2 + 70_000) * lifestyle + 40_000) / 1000) * 1000 + (saver ? 25_000 : 0);
        add({ kind: 'deposit', atMs: at(date, 1, 3), particulars: 'SALARY', postings: [own(everyday, pay, `${employer} Salary`), external(employer, -pay, 'Salary')] });
      }
      if (bills && bills !== everyday && weekday === 5) transfer(date, everyday, bills, 15_000);
      if (saver && dom === 1 && !savedByAutomaticPayment) transfer(date, everyday, saver, 25_000);
      if (card && dom === 22) transfer(date, everyday, card, cents(rng, 40_000, 70_000));
    }
    if (bills) {
      for (const bill of MONTHLY_BILLS) {
        if (bill.day !== dom || (lifestyle < 0.5 && bill.name !== 'Netflix.com')) continue;
        const amount = cents(rng, bill.minCents, bill.maxCents);
        add({ kind: 'direct-debit', atMs: at(date, 3, 5), reference: bill.reference, postings: [own(bills, -amount, bill.name), external(bill.name, amount, 'Direct debit')] });
      }
    }
    if (card) spend(date, card, CREDIT_CARD_SPENDING, lifestyle);
    if (saver && dom === 28) {
      const interest = Math.max(1, Math.round(saver.balanceCents * 0.045 / 12));
      add({ kind: 'interest', atMs: at(date, 0, 1), postings: [own(saver, interest, 'Interest'), external('Kōwhai Bank interest', -interest, 'Interest')] });
    }
  }
  // Loan repayments from the everyday account, on the dates and amounts the loans table holds.
  for (const loan of DEMO_LOANS.filter((l) => l.customer === customerNumber)) {
    const account = find(loan.product);
    if (!account || !everyday) continue;
    const next = addDays(today, loan.nextInDays);
    for (let n = 1; ; n += 1) {
      const date = loan.frequency === 'monthly' ? addMonths(next, -n) : addDays(next, -n * REPAYMENT_DAYS[loan.frequency]);
      if (date < addDays(today, -days)) break;
      add({ kind: 'transfer', atMs: at(date, 2, 4), reference: 'REPAYMENT', postings: [
        own(everyday, -loan.repaymentCents, `Repayment to ${account.name}`), own(account, loan.repaymentCents, `Repayment from ${everyday.name}`)] });
    }
  }
  // The automatic payments' earlier runs, one period apart back from the next one, at the
  // hour a run posts: the same payee, amount and references the automatic payments list shows.
  for (const payment of automatic) {
    const from = find(payment.from);
    const to = payment.to.startsWith('own:') ? find(payment.to.slice(4)) : undefined;
    if (!from || (payment.to.startsWith('own:') && !to)) continue;
    const next = addDays(today, payment.nextInDays);
    for (let n = 1; ; n += 1) {
      const date = addDays(next, -n * PERIOD_DAYS[payment.frequency]);
      if (date < addDays(today, -days)) break;
      const fields = { particulars: payment.particulars ?? '', code: payment.code ?? '', reference: payment.reference ?? '' };
      add(to
        ? { kind: 'transfer', atMs: at(date, 6, 7), ...fields, postings: [own(from, -payment.amountCents, `Transfer to ${to.name}`), own(to, payment.amountCents, `Transfer from ${from.name}`)] }
        : { kind: 'payment', atMs: at(date, 6, 7), ...fields, postings: [own(from, -payment.amountCents, payment.payee), { accountId: null, external: payment.to, amountCents: payment.amountCents, description: payment.particulars ?? payment.payee }] });
    }
  }
  // The card payments still waiting to post: fixed amounts, a fixed time before now.
  for (const hold of DEMO_CARD_HOLDS.filter((h) => h.customer === customerNumber)) {
    const account = find(hold.product);
    if (!account) continue;
    add({ kind: 'card', atMs: nowMs - hold.minutesAgo * 60_000, pending: true,
      postings: [own(account, -hold.amountCents, hold.merchant), external(hold.merchant, hold.amountCents, 'Card payment')] });
  }
  return events;
}
