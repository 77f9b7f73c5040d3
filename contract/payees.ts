import { Type, type Static } from '@sinclair/typebox';

/**
 * Payees: domestic (/api/payees), international (/api/international-payees), direct debit
 * authorities (/api/direct-debits) and Confirmation of Payee (POST /api/payees/confirm).
 * The schemas check shape and size; the rules of contract/rules (NzBankAccountNumber,
 * PaymentFields, Iban, SwiftBic) are applied by the routes, for messages a customer reads.
 */

const Uuid = Type.String({ format: 'uuid' });
/** Particulars, Code or Reference (contract/rules/PaymentFields has the character rule). */
const StatementField = Type.Union([Type.String({ maxLength: 12 }), Type.Null()]);

export const PayeeDto = Type.Object({
  id: Uuid,
  name: Type.String(),
  /** Displayed with dashes, e.g. 02-0248-0406223-00. */
  accountNumber: Type.String(),
  particulars: StatementField,
  code: StatementField,
  reference: StatementField,
  createdAt: Type.String({ format: 'date-time' }),
}, { $id: 'PayeeDto' });
export type PayeeDto = Static<typeof PayeeDto>;

export const PayeeListDto = Type.Object({
  payees: Type.Array(PayeeDto),
  /** The customer may not add, edit or delete payees (the page shows why). */
  editingRestricted: Type.Boolean(),
}, { $id: 'PayeeListDto' });
export type PayeeListDto = Static<typeof PayeeListDto>;

/** Body of POST /api/payees and PUT /api/payees/{id} (both safeguarded: 403 6002 first). */
export const PayeeRequestDto = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  accountNumber: Type.String({ minLength: 1, maxLength: 24 }),
  particulars: Type.Optional(StatementField),
  code: Type.Optional(StatementField),
  reference: Type.Optional(StatementField),
}, { additionalProperties: false, $id: 'PayeeRequestDto' });
export type PayeeRequestDto = Static<typeof PayeeRequestDto>;

/** Body of POST /api/payees/confirm: the name the customer typed and the account number. */
export const ConfirmPayeeRequestDto = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  accountNumber: Type.String({ minLength: 1, maxLength: 24 }),
}, { additionalProperties: false, $id: 'ConfirmPayeeRequestDto' });
export type ConfirmPayeeRequestDto = Static<typeof ConfirmPayeeRequestDto>;

/** Outcomes of Confirmation of Payee (nz-banking-rules.md). It informs, it never blocks. */
export const ConfirmationOutcome = Type.Union([
  Type.Literal('match'), Type.Literal('partial-match'), Type.Literal('no-match'),
  Type.Literal('account-not-found'), Type.Literal('unavailable'),
]);
export type ConfirmationOutcome = Static<typeof ConfirmationOutcome>;

/** The outcome alone: the NZ service never reveals the holder's name, not even on a close match. */
export const ConfirmationOfPayeeDto = Type.Object({
  outcome: ConfirmationOutcome,
}, { $id: 'ConfirmationOfPayeeDto' });
export type ConfirmationOfPayeeDto = Static<typeof ConfirmationOfPayeeDto>;

export const InternationalPayeeDto = Type.Object({
  id: Uuid,
  name: Type.String(),
  address: Type.String(),
  /** ISO 3166 alpha-2. */
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  /** Without spaces; null when the country does not use IBANs. */
  iban: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.Union([Type.String(), Type.Null()]),
  /** The routing code that goes with an account number (BSB, ABA ...). */
  bankCode: Type.Union([Type.String(), Type.Null()]),
  swiftBic: Type.String(),
  /** ISO 4217. */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  createdAt: Type.String({ format: 'date-time' }),
}, { $id: 'InternationalPayeeDto' });
export type InternationalPayeeDto = Static<typeof InternationalPayeeDto>;

export const InternationalPayeeRequestDto = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 70 }),
  address: Type.String({ minLength: 1, maxLength: 140 }),
  country: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  iban: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  accountNumber: Type.Optional(Type.Union([Type.String({ maxLength: 34 }), Type.Null()])),
  bankCode: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  swiftBic: Type.String({ maxLength: 20 }),
  currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
}, { additionalProperties: false, $id: 'InternationalPayeeRequestDto' });
export type InternationalPayeeRequestDto = Static<typeof InternationalPayeeRequestDto>;

export const DirectDebitDto = Type.Object({
  id: Uuid,
  /** The customer's account the business debits. */
  accountId: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  initiatorName: Type.String(),
  authorisationCode: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
}, { $id: 'DirectDebitDto' });
export type DirectDebitDto = Static<typeof DirectDebitDto>;

/** 400 of a payee change: the field the problem is in, so the form shows it there. */
export const PayeeProblemDto = Type.Object({
  NativeErrorCode: Type.Integer(),
  message: Type.String(),
  field: Type.String(),
}, { $id: 'PayeeProblemDto' });
export type PayeeProblemDto = Static<typeof PayeeProblemDto>;
