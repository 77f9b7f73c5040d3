import { Type, type Static } from '@sinclair/typebox';

export const CardDto = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('debit'), Type.Literal('credit')]),
  /** The account the card draws on, as the customer sees it. */
  accountName: Type.String(),
  last4: Type.String({ pattern: '^[0-9]{4}$' }),
  /** MM/YY as printed on the card. */
  expires: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('frozen'), Type.Literal('cancelled')]),
}, { $id: 'CardDto' });
export type CardDto = Static<typeof CardDto>;

/** GET /api/cards: the customer's cards that still work (active or frozen), oldest first. */
export const CardList = Type.Object({ cards: Type.Array(CardDto) }, { $id: 'CardList' });
export type CardList = Static<typeof CardList>;

export const CardParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** POST /api/cards/:id/report: the card is cancelled and a replacement ordered. */
export const ReportCardRequest = Type.Object({
  reason: Type.Union([Type.Literal('lost'), Type.Literal('stolen')]),
}, { additionalProperties: false, $id: 'ReportCardRequest' });
export type ReportCardRequest = Static<typeof ReportCardRequest>;

/** The answer to a report: the replacement on its way. */
export const ReportCardReply = Type.Object({ replacement: CardDto }, { $id: 'ReportCardReply' });
export type ReportCardReply = Static<typeof ReportCardReply>;
