import { Type, type Static } from '@sinclair/typebox';

export const CardDto = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('debit'), Type.Literal('credit')]),
  /** The account the card draws on, as the customer sees it. */
  accountName: Type.String(),
  /** Null until the card is activated: the customer proves they hold it by typing these. */
  last4: Type.Union([Type.String({ pattern: '^[0-9]{4}$' }), Type.Null()]),
  /** MM/YY as printed on the card; null until the card is activated. */
  expires: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('frozen'), Type.Literal('cancelled')]),
  /** False for a new card on its way: it declines every payment until activated. */
  activated: Type.Boolean(),
  /** Too many wrong tries: activation is only by phone now. */
  activationLocked: Type.Boolean(),
  onlinePurchases: Type.Boolean(),
  overseasPurchases: Type.Boolean(),
}, { $id: 'CardDto' });
export type CardDto = Static<typeof CardDto>;

/** GET /api/cards: the customer's cards that still work (active or frozen), oldest first. */
export const CardList = Type.Object({ cards: Type.Array(CardDto) }, { $id: 'CardList' });
export type CardList = Static<typeof CardList>;

export const CardParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * POST /api/cards/:id/report: the card is cancelled and a replacement ordered. The replacement is
 * the card-intercept prize, so it takes the customer's current password as well as the step-up.
 */
export const ReportCardRequest = Type.Object({
  reason: Type.Union([Type.Literal('lost'), Type.Literal('stolen')]),
  /** Optional in the schema so that a missing one gets the same words as a wrong one. */
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
}, { additionalProperties: false, $id: 'ReportCardRequest' });
export type ReportCardRequest = Static<typeof ReportCardRequest>;

/** The answer to a report: the replacement on its way. */
export const ReportCardReply = Type.Object({ replacement: CardDto }, { $id: 'ReportCardReply' });
export type ReportCardReply = Static<typeof ReportCardReply>;

/**
 * POST /api/cards/:id/activate: what is printed on the card. A mismatch is 400 with the tries
 * left in its words; the third locks activation (409), as does any try once locked.
 */
export const ActivateCardRequest = Type.Object({
  last4: Type.String({ maxLength: 8 }),
  expires: Type.String({ maxLength: 8 }),
}, { additionalProperties: false, $id: 'ActivateCardRequest' });
export type ActivateCardRequest = Static<typeof ActivateCardRequest>;

/** PUT /api/cards/:id/controls: either switch, or both. Turning one on for a frozen or inactive card is 409. */
export const CardControlsRequest = Type.Object({
  onlinePurchases: Type.Optional(Type.Boolean()),
  overseasPurchases: Type.Optional(Type.Boolean()),
}, { additionalProperties: false, minProperties: 1, $id: 'CardControlsRequest' });
export type CardControlsRequest = Static<typeof CardControlsRequest>;
