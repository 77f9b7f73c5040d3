import { addDays, isIsoDate } from '../../../contract/rules/AucklandDate';
/**
 * The demo customers of shared/design/demo-customers.md. Each exists to show one path of
 * the spec; balances are integer cents. Account numbers are generated valid (see seed).
 */
export const DEMO_PASSWORD = 'Kowhai-2026!';

export interface DemoAccount {
  product: 'everyday' | 'bills' | 'savings' | 'online-saver' | 'term-deposit' | 'credit-card' | 'kiwisaver' | 'personal-loan' | 'home-loan';
  name: string;
  balanceCents: number;
  creditLimitCents?: number;
}

/** A birthday relative to the seed's day: this many whole years old, that many days past the last birthday. */
export interface RelativeBirthday { yearsOld: number; daysPastBirthday: number }

export interface DemoCustomer {
  customerNumber: string;
  firstName: string;
  lastName: string;
  /** A fixed date, or one that keeps the customer's age on every clock value (Sophie is always 17). */
  dateOfBirth: string | RelativeBirthday;
  email: string | null;
  phones: { type: string; number: string }[];
  payeeEditingRestricted?: boolean;
  accounts: DemoAccount[];
}

const mobile = (number: string) => ({ type: 'Mobile', number });

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    customerNumber: '1000001', firstName: 'Aroha', lastName: 'Ngata', dateOfBirth: '1992-03-14',
    email: 'aroha.ngata@example.co.nz', phones: [mobile('021 555 0101'), { type: 'Home', number: '09 555 0101' }],
    accounts: [
      { product: 'everyday', name: 'Everyday', balanceCents: 2_458_375 },
      { product: 'bills', name: 'Bills', balanceCents: 612_040 },
      { product: 'online-saver', name: 'Online Saver', balanceCents: 1_850_000 },
      { product: 'term-deposit', name: 'Term Deposit 12 months', balanceCents: 2_500_000 },
      { product: 'credit-card', name: 'Kōwhai Visa', balanceCents: -123_456, creditLimitCents: 500_000 },
      { product: 'kiwisaver', name: 'KiwiSaver Growth Fund', balanceCents: 4_231_877 },
    ],
  },
  {
    customerNumber: '1000002', firstName: 'Liam', lastName: 'Wilson', dateOfBirth: '1985-07-02',
    email: 'liam.wilson@example.co.nz', phones: [{ type: 'Home', number: '03 555 0202' }],
    accounts: [
      { product: 'everyday', name: 'Everyday', balanceCents: 184_220 },
      { product: 'savings', name: 'Savings', balanceCents: 1_020_000 },
    ],
  },
  {
    customerNumber: '1000003', firstName: 'Mere', lastName: 'Tipene', dateOfBirth: '1968-11-23',
    email: null, phones: [mobile('027 555 0303')],
    accounts: [
      { product: 'everyday', name: 'Everyday', balanceCents: 96_310 },
      { product: 'savings', name: 'Savings', balanceCents: 3_400_000 },
    ],
  },
  {
    customerNumber: '1000004', firstName: 'Jack', lastName: 'Thompson', dateOfBirth: '2003-05-09',
    email: 'jack.thompson@example.co.nz', phones: [mobile('022 555 0404')],
    accounts: [{ product: 'everyday', name: 'Everyday', balanceCents: 52_075 }],
  },
  {
    customerNumber: '1000005', firstName: 'Sophie', lastName: 'Chen', dateOfBirth: { yearsOld: 17, daysPastBirthday: 60 },
    email: 'sophie.chen@example.co.nz', phones: [mobile('021 555 0505')], payeeEditingRestricted: true,
    accounts: [
      { product: 'everyday', name: 'Everyday', balanceCents: 15_830 },
      { product: 'savings', name: 'Savings', balanceCents: 240_000 },
    ],
  },
  {
    customerNumber: '1000006', firstName: 'Tama', lastName: 'Rangi', dateOfBirth: '1960-01-17',
    email: 'tama.rangi@example.co.nz', phones: [mobile('027 555 0606')],
    accounts: [
      { product: 'term-deposit', name: 'Term Deposit 6 months', balanceCents: 7_500_000 },
      { product: 'kiwisaver', name: 'KiwiSaver Conservative Fund', balanceCents: 12_876_450 },
    ],
  },
  {
    customerNumber: '1000007', firstName: 'Grace', lastName: 'Patel', dateOfBirth: '1981-04-05',
    email: 'grace.patel@example.co.nz', phones: [mobile('021 555 0707')],
    accounts: [
      { product: 'everyday', name: 'Everyday', balanceCents: 331_945 },
      { product: 'personal-loan', name: 'Personal Loan', balanceCents: -1_264_500 },
      // The home loan a top-up application (/apply/open-a/home-loan-top-up) is for.
      { product: 'home-loan', name: 'Home Loan', balanceCents: -41_250_000 },
    ],
  },
];

/**
 * The customer's date of birth when the seed runs on `today` ('YYYY-MM-DD'). A relative one is
 * counted back from today: 29 February in a year without one is read as 28 February.
 */
export function demoDateOfBirth(customer: DemoCustomer, today: string): string {
  if (typeof customer.dateOfBirth === 'string') return customer.dateOfBirth;
  const birthday = addDays(today, -customer.dateOfBirth.daysPastBirthday);
  const year = String(Number(birthday.slice(0, 4)) - customer.dateOfBirth.yearsOld).padStart(4, '0');
  const date = `${year}${birthday.slice(4)}`;
  return isIsoDate(date) ? date : `${year}-02-28`;
}
