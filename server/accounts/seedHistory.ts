import { addDays, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import { int, pick, type Rng } from '../address/random';
import { CREDIT_CARD_SPENDING, EMPLOYERS, EVERYDAY_SPENDING, LANDLORDS, MONTHLY_BILLS, type CardMerchant } from './seedMerchants';
import { merchantAccountOf } from '../ledger/merchantAccounts';
import { DEMO_LOANS } from './demoProductFacts';
import { addMonths, type RepaymentFrequency } from './productRules';

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
 * interest, and pending card payments of the last two days (two of them in the last hours). Balances are not looked at
 * here: seedLedger fits the history to the seeded balances.
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
  const transfer = (date: string, from: SeedAccount, to: SeedAccount, amount: number) => add({
    kind: 'transfer', atMs: at(date, 6, 8), postings: [own(from, -amount, `Transfer to ${to.name}`), own(to, amount, `Transfer from ${from.name}`)],
  });
  const spend = (date: string, account: SeedAccount, merchants: readonly CardMerchant[], scale: number, pending: boolean) => {
    for (const merchant of merchants) {
      if (rng() >= (merchant.perWeek * scale) / 7) continue;
      const name = pick(rng, merchant.names);
      const amount = Math.round(cents(rng, merchant.minCents, merchant.maxCents) * Math.max(scale, 0.4));
      add({ kind: 'card', atMs: at(date, 7, 21), pending, postings: [own(account, -amount, name), external(name, amount, 'Card payment')] });
    }
  };
  const employer = pick(rng, EMPLOYERS);
  const landlord = pick(rng, LANDLORDS);
  const rent = Math.round(58_000 * lifestyle / 500) * 500;
  for (let day = days; day >= 0; day -= 1) {
    const date = addDays(today, -day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const dom = Number(date.slice(8));
    const recent = day <= 1;
    if (everyday) {
      spend(date, everyday, EVERYDAY_SPENDING, lifestyle, recent);
      if (weekday === 1 && lifestyle >= 0.5) {
        add({ kind: 'payment', atMs: at(date, 6, 7), reference: 'RENT', postings: [own(everyday, -rent, landlord), external(landlord, rent, 'Rent')] });
      }
      if (weekday === 4 && day % 14 < 7) {
        const pay = Math.round(((rent * 2 + 70_000) * lifestyle + 40_000) / 1000) * 1000 + (saver ? 25_000 : 0);
        add({ kind: 'deposit', atMs: at(date, 1, 3), particulars: 'SALARY', postings: [own(everyday, pay, `${employer} Salary`), external(employer, -pay, 'Salary')] });
      }
      if (bills && bills !== everyday && weekday === 5) transfer(date, everyday, bills, 15_000);
      if (saver && dom === 1) transfer(date, everyday, saver, 25_000);
      if (card && dom === 22) transfer(date, everyday, card, cents(rng, 40_000, 70_000));
    }
    if (bills) {
      for (const bill of MONTHLY_BILLS) {
        if (bill.day !== dom || (lifestyle < 0.5 && bill.name !== 'Netflix.com')) continue;
        const amount = cents(rng, bill.minCents, bill.maxCents);
        add({ kind: 'direct-debit', atMs: at(date, 3, 5), reference: bill.reference, postings: [own(bills, -amount, bill.name), external(bill.name, amount, 'Direct debit')] });
      }
    }
    if (card) spend(date, card, CREDIT_CARD_SPENDING, lifestyle, recent);
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
  // Whatever the day's draws were, the last few hours hold a coffee and a shop still pending,
  // so every everyday account shows card payments waiting to post.
  if (everyday) {
    for (const [merchant, hoursAgo] of [[EVERYDAY_SPENDING[4], 1], [EVERYDAY_SPENDING[0], 3]] as const) {
      if (!merchant) continue;
      const name = pick(rng, merchant.names);
      const amount = Math.round(cents(rng, merchant.minCents, merchant.maxCents) * Math.max(lifestyle, 0.4));
      add({ kind: 'card', atMs: nowMs - hoursAgo * 3_600_000, pending: true, postings: [own(everyday, -amount, name), external(name, amount, 'Card payment')] });
    }
  }
  return events;
}
