import { Type, type Static } from '@sinclair/typebox';

/**
 * One account's page: GET /api/accounts/{id}, its transactions and its balance over time.
 * The account itself is AccountDto, below. Money is signed integer cents;
 * dates are Pacific/Auckland calendar dates 'YYYY-MM-DD', instants ISO 8601 in UTC.
 */

export const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const TransactionDto = Type.Object({
  id: Type.String(),
  /** The Auckland date it happened (posted, or for a pending one, made). */
  date: IsoDate,
  at: Type.String({ format: 'date-time' }),
  /** What this account's statement says: 'Countdown Ponsonby', 'Transfer from Everyday'. */
  description: Type.String(),
  /** Into the account when positive, out of it when negative. */
  amountCents: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('posted')]),
  kind: Type.String(),
  particulars: Type.String(),
  code: Type.String(),
  reference: Type.String(),
  /** The account's balance once this transaction posted (a running balance); null while pending. */
  balanceAfterCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type TransactionDto = Static<typeof TransactionDto>;

/**
 * A page of an account's transactions, newest first. Pending ones (card payments not yet
 * posted) come apart from posted ones and only on the first page; `nextCursor` asks for the
 * next page of posted ones, null after the last.
 */
export const TransactionPageDto = Type.Object({
  pending: Type.Array(TransactionDto),
  posted: Type.Array(TransactionDto),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
}, { $id: 'TransactionPageDto' });
export type TransactionPageDto = Static<typeof TransactionPageDto>;

const WholeCents = Type.String({ pattern: '^[0-9]{1,12}$' });

/** What the transaction filter's Type offers: the direction of the money, or one kind of transaction. */
export const TRANSACTION_TYPES = ['in', 'out', 'card', 'payment', 'transfer', 'direct-debit', 'deposit', 'interest', 'fee'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Query of GET /api/accounts/{id}/transactions. `q` matches the description, particulars, code
 * or reference; minCents and maxCents bound the amount's size whichever way it went; from and
 * to are Auckland dates, both included.
 */
export const TransactionQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  q: Type.Optional(Type.String({ maxLength: 60 })),
  minCents: Type.Optional(WholeCents),
  maxCents: Type.Optional(WholeCents),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  type: Type.Optional(Type.Union(TRANSACTION_TYPES.map((t) => Type.Literal(t)))),
});
export type TransactionQuery = Static<typeof TransactionQuery>;

export const BalanceHistoryQuery = Type.Object({
  days: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
});

/** The balance at the end of each Auckland day, oldest first, the last being today (so far). */
export const BalanceHistoryDto = Type.Object({
  points: Type.Array(Type.Object({ date: IsoDate, balanceCents: Type.Integer() })),
}, { $id: 'BalanceHistoryDto' });
export type BalanceHistoryDto = Static<typeof BalanceHistoryDto>;

/** GET /api/accounts: the customer's accounts, in their order. */
export const AccountDto = Type.Object({
  id: Type.String(),
  product: Type.String(),
  name: Type.String(),
  /** The customer's own name for the account (settings, Personalise), shown instead of `name`; null for none. */
  nickname: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.String(),
  balanceCents: Type.Integer(),
  availableCents: Type.Integer(),
  creditLimitCents: Type.Union([Type.Integer(), Type.Null()]),
}, { $id: 'AccountDto' });
export type AccountDto = Static<typeof AccountDto>;

export const AccountList = Type.Array(AccountDto);
export type AccountList = Static<typeof AccountList>;

/** The other side of a transaction: who paid or was paid, and their account when the statement shows one. */
export const CounterpartyDto = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  /** Another bank's or this bank's account number, with dashes; null for a card purchase, interest or a fee. */
  accountNumber: Type.Union([Type.String(), Type.Null()]),
});

/** GET /api/accounts/{id}/transactions/{transactionId}: one transaction as its details page shows it. */
export const TransactionDetailDto = Type.Object({
  transaction: TransactionDto,
  counterparty: CounterpartyDto,
}, { $id: 'TransactionDetailDto' });
export type TransactionDetailDto = Static<typeof TransactionDetailDto>;

export const TransactionParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  transactionId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});

/**
 * Query of GET /api/accounts/{id}/export: Auckland dates, both included, at most 366 days
 * apart (a tax year), from not after to.
 */
export const ExportQuery = Type.Object({ from: IsoDate, to: IsoDate });
export type ExportQuery = Static<typeof ExportQuery>;

/**
 * Every posted transaction of the range, oldest first (as a statement reads), with the
 * balance before the first day and after the last, for a CSV or OFX file. Pending ones are left
 * out: an accounting program would import a card hold and then the posted payment twice.
 */
export const ExportDto = Type.Object({
  from: IsoDate,
  to: IsoDate,
  openingBalanceCents: Type.Integer(),
  closingBalanceCents: Type.Integer(),
  transactions: Type.Array(TransactionDto),
}, { $id: 'ExportDto' });
export type ExportDto = Static<typeof ExportDto>;

/** Interest rates are basis points, integers: 510 is 5.10% p.a. */
const RateBps = Type.Integer({ minimum: 0, maximum: 10_000 });

/** A credit card's latest statement and the card that draws on it. */
export const CreditCardFactsDto = Type.Object({
  kind: Type.Literal('credit-card'),
  creditLimitCents: Type.Integer(),
  /** The last four digits of the card in use (the newest one not cancelled); null when none. */
  cardLast4: Type.Union([Type.String({ pattern: '^[0-9]{4}$' }), Type.Null()]),
  statement: Type.Union([Type.Object({
    /** The Auckland date the statement period closed. */
    date: IsoDate,
    /** The balance on the statement, signed as balances are: negative is owed to the bank. */
    closingBalanceCents: Type.Integer(),
    minimumPaymentCents: Type.Integer({ minimum: 0 }),
    dueDate: IsoDate,
  }), Type.Null()]),
});

export const MATURITY_INSTRUCTIONS = ['reinvest-all', 'reinvest-principal', 'pay-out'] as const;

/** A term deposit's rate, term and what happens when it matures. */
export const TermDepositFactsDto = Type.Object({
  kind: Type.Literal('term-deposit'),
  interestRateBps: RateBps,
  termMonths: Type.Integer({ minimum: 1 }),
  startDate: IsoDate,
  maturityDate: IsoDate,
  /** reinvest-all: principal and interest for another term; reinvest-principal: interest paid out; pay-out: everything paid out. */
  maturityInstruction: Type.Union(MATURITY_INSTRUCTIONS.map((m) => Type.Literal(m))),
  /** Where paid-out money goes (for reinvest-principal and pay-out); null for reinvest-all. */
  payToAccountNumber: Type.Union([Type.String(), Type.Null()]),
  /** Interest the term earns on today's balance, before tax, paid at maturity. */
  interestAtMaturityCents: Type.Integer({ minimum: 0 }),
});

export const REPAYMENT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;

/** A personal or home loan's rate and its next repayment. */
export const LoanFactsDto = Type.Object({
  kind: Type.Literal('loan'),
  interestRateBps: RateBps,
  rateType: Type.Union([Type.Literal('fixed'), Type.Literal('floating')]),
  /** The last day of a fixed rate; null for a floating rate. */
  fixedUntil: Type.Union([IsoDate, Type.Null()]),
  repaymentCents: Type.Integer({ minimum: 1 }),
  repaymentFrequency: Type.Union(REPAYMENT_FREQUENCIES.map((f) => Type.Literal(f))),
  /** The next repayment date on or after today (Auckland). */
  nextRepaymentDate: IsoDate,
});

export const AccountFactsDto = Type.Union([CreditCardFactsDto, TermDepositFactsDto, LoanFactsDto]);
export type AccountFactsDto = Static<typeof AccountFactsDto>;

/**
 * GET /api/accounts/{id}: the account as the list has it, with its product's own facts (null
 * for products that have none, or none recorded). `availableCents` is what can be spent or
 * withdrawn now: 0 for a term deposit, KiwiSaver or a loan (contract/rules/AccountAvailability).
 */
export const AccountDetailDto = Type.Object({
  ...AccountDto.properties,
  facts: Type.Union([AccountFactsDto, Type.Null()]),
}, { $id: 'AccountDetailDto' });
export type AccountDetailDto = Static<typeof AccountDetailDto>;
