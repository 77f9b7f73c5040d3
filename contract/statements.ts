import { Type, type Static } from '@sinclair/typebox';

/**
 * Monthly account statements and the letters delivery preference (GET /api/statements,
 * GET /api/statements/{accountId}/{month} as application/pdf, PUT /api/statements/delivery).
 * A month is an Auckland calendar month, 'YYYY-MM'; a statement exists for each finished
 * month in which the account had posted transactions, the last 12 months at most.
 */
export const StatementMonth = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });

export const StatementSummary = Type.Object({
  accountId: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  month: StatementMonth,
  transactionCount: Type.Integer(),
});
export type StatementSummary = Static<typeof StatementSummary>;

export const LetterDelivery = Type.Union([Type.Literal('digital'), Type.Literal('posted')]);
export type LetterDelivery = Static<typeof LetterDelivery>;

export const StatementsOverview = Type.Object({
  /** How letters go now, after the flags: see `delivery` of server/statements/delivery.ts. */
  delivery: LetterDelivery,
  /** The customer's own choice. */
  preference: LetterDelivery,
  /** PostedLettersToggle: whether the customer may choose (the switch shows). */
  canChoose: Type.Boolean(),
  /** Newest month first, then the accounts in their order. */
  statements: Type.Array(StatementSummary),
}, { $id: 'StatementsOverview' });
export type StatementsOverview = Static<typeof StatementsOverview>;

export const StatementParams = Type.Object({ accountId: Type.String({ maxLength: 64 }), month: Type.String({ maxLength: 16 }) });
export type StatementParams = Static<typeof StatementParams>;

/** Body of PUT /api/statements/delivery; answered 204. */
export const LetterDeliveryUpdate = Type.Object({ delivery: LetterDelivery }, { additionalProperties: false });
export type LetterDeliveryUpdate = Static<typeof LetterDeliveryUpdate>;
