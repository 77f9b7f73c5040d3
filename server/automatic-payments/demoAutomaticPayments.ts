/**
 * The demo customers' automatic payments: the one statement of each, which the automatic
 * payments list (seed.ts) and the seeded history (server/accounts/seedHistory.ts) both read,
 * so the list, the history and the statements show one payee, one amount and one rhythm.
 * `nextInDays` places the next run after the day the sandbox seeds; the history holds every
 * earlier run, one period apart, back from it. `to` is a valid account number (the form's
 * rules check it when the customer edits the payment) or `own:<product>`, the customer's own account.
 */
export interface DemoAutomaticPayment {
  /** Rent replaces the history's generic weekly rent; savings its monthly transfer to the saver. */
  purpose: 'rent' | 'savings';
  customer: string;
  from: 'everyday';
  to: string;
  payee: string;
  amountCents: number;
  frequency: 'weekly' | 'fortnightly';
  nextInDays: number;
  particulars: string | null;
  code: string | null;
  reference: string | null;
}

/** To her saved payee Harcourts Rentals (server/payees/seed.ts), with the same account and references. */
export const AROHA_RENT: DemoAutomaticPayment = {
  purpose: 'rent', customer: '1000001', from: 'everyday', to: '12-3140-1573925-00', payee: 'Harcourts Rentals',
  amountCents: 55_000, frequency: 'weekly', nextInDays: 3, particulars: 'Rent', code: '185 Ponsonby', reference: 'Ngata',
};

export const AROHA_SAVINGS: DemoAutomaticPayment = {
  purpose: 'savings', customer: '1000001', from: 'everyday', to: 'own:online-saver', payee: 'Online Saver',
  amountCents: 20_000, frequency: 'fortnightly', nextInDays: 9, particulars: null, code: null, reference: 'Savings',
};

export const DEMO_AUTOMATIC_PAYMENTS: readonly DemoAutomaticPayment[] = [AROHA_RENT, AROHA_SAVINGS];

export const PERIOD_DAYS: Record<DemoAutomaticPayment['frequency'], number> = { weekly: 7, fortnightly: 14 };
