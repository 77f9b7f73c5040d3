import type { Cents } from '../../../../../contract/rules/Money';

/** An interest rate in basis points: 510 is 5.10% p.a. */
export type BasisPoints = number;

export interface CreditCardFacts {
  kind: 'credit-card';
  creditLimit: Cents;
  /** The last four digits of the card in use, or null. */
  cardLast4: string | null;
  /** The latest statement; `closingBalance` is signed as balances are (negative is owed). */
  statement: { date: string; closingBalance: Cents; minimumPayment: Cents; dueDate: string } | null;
}

export type MaturityInstruction = 'reinvest-all' | 'reinvest-principal' | 'pay-out';

export interface TermDepositFacts {
  kind: 'term-deposit';
  interestRate: BasisPoints;
  termMonths: number;
  startDate: string;
  maturityDate: string;
  maturityInstruction: MaturityInstruction;
  payToAccountNumber: string | null;
  interestAtMaturity: Cents;
}

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

export interface LoanFacts {
  kind: 'loan';
  interestRate: BasisPoints;
  rateType: 'fixed' | 'floating';
  fixedUntil: string | null;
  repayment: Cents;
  repaymentFrequency: RepaymentFrequency;
  nextRepaymentDate: string;
}

export type AccountFacts = CreditCardFacts | TermDepositFacts | LoanFacts;

/** 510 as '5.10% p.a.' (integer arithmetic: no float holds the rate). */
export function formatRate(bps: BasisPoints): string {
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}% p.a.`;
}

/** A card number as a customer may safely see it: '•••• 4821'. */
export const maskedCardNumber = (last4: string): string => `•••• ${last4}`;
