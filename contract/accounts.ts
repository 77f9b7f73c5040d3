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
