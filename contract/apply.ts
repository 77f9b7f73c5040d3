import { Type, type Static } from '@sinclair/typebox';
import { APPLICATION_PRODUCTS } from './apply.codes';
import { BotProof } from './bot-check';

// The plain values live in apply.codes.ts, so the client imports them without TypeBox.
export { APPLICATION_ERROR, APPLICATION_PRODUCTS, CREDIT_SCORE_TOO_LOW, DOCUMENT_LIMITS, type ApplicationProductId } from './apply.codes';

export const ApplicationProductParam = Type.Union(APPLICATION_PRODUCTS.map((p) => Type.Literal(p)));

export const ApplicationStatus = Type.Union([
  Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('approved'), Type.Literal('referred'), Type.Literal('declined'),
  Type.Literal('cancelled'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

/** What the applicant typed, field by field, as typed (the rules parse it on submit). */
export const ApplicationAnswers = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }), { maxProperties: 60 });
export type ApplicationAnswers = Static<typeof ApplicationAnswers>;

export const ApplicationDto = Type.Object({
  id: Type.String(),
  product: ApplicationProductParam,
  status: ApplicationStatus,
  /** The step the applicant reached (0-based); the review is the step after the last form. */
  step: Type.Integer({ minimum: 0 }),
  answers: ApplicationAnswers,
  createdAt: Type.String(),
  updatedAt: Type.String(),
}, { $id: 'ApplicationDto' });
export type ApplicationDto = Static<typeof ApplicationDto>;

export const SaveApplicationBody = Type.Object({
  step: Type.Integer({ minimum: 0, maximum: 50 }),
  answers: ApplicationAnswers,
}, { additionalProperties: false });
export type SaveApplicationBody = Static<typeof SaveApplicationBody>;

/** The sandbox's decision; `reasonCode` is a NativeErrorCode (10020 credit score too low) when it has one. */
export const ApplicationDecisionDto = Type.Object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('referred'), Type.Literal('declined')]),
  reasonCode: Type.Union([Type.Integer(), Type.Null()]),
  /** An account the approval opened (everyday or savings), so the client can show it. */
  accountNumber: Type.Union([Type.String(), Type.Null()]),
}, { $id: 'ApplicationDecisionDto' });
export type ApplicationDecisionDto = Static<typeof ApplicationDecisionDto>;

export const ApplicationDocumentDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mediaType: Type.String(),
  sizeBytes: Type.Integer(),
}, { $id: 'ApplicationDocumentDto' });
export type ApplicationDocumentDto = Static<typeof ApplicationDocumentDto>;

export const ApplicationDocumentList = Type.Array(ApplicationDocumentDto);

/** The sandbox's insurance quote on an application's saved answers. */
export const InsuranceQuoteDto = Type.Object({
  monthlyPremiumCents: Type.Integer({ minimum: 1 }),
  coverCents: Type.Integer({ minimum: 1 }),
}, { $id: 'InsuranceQuoteDto' });
export type InsuranceQuoteDto = Static<typeof InsuranceQuoteDto>;

/** The products a visitor may apply for without logging in, as a new customer. */
export const NEW_CUSTOMER_PRODUCTS = ['personal-loan', 'credit-card'] as const;
export const NewCustomerProductParam = Type.Union(NEW_CUSTOMER_PRODUCTS.map((p) => Type.Literal(p)));

/** POST /api/new-customer-applications/:product: the whole application at once, and the bot check. */
export const NewCustomerApplicationRequest = Type.Object({
  answers: ApplicationAnswers,
  botCheck: BotProof,
}, { additionalProperties: false });
export type NewCustomerApplicationRequest = Static<typeof NewCustomerApplicationRequest>;

export const NewCustomerDecisionDto = Type.Object({
  /** The application's reference, for the applicant to quote. */
  reference: Type.String(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('referred'), Type.Literal('declined')]),
  reasonCode: Type.Union([Type.Integer(), Type.Null()]),
});
export type NewCustomerDecisionDto = Static<typeof NewCustomerDecisionDto>;

/** GET /api/menu/openApply/web: the Open & Apply menu and page. */
export const OpenApplyItemDto = Type.Object({
  id: Type.String(), label: Type.String(), description: Type.String(), href: Type.String(), requiresLogin: Type.Boolean(),
  /** The tile's picture, a content image path (asked for as base64, see contract/support.ts). */
  image: Type.Optional(Type.String()),
});
export type OpenApplyItemDto = Static<typeof OpenApplyItemDto>;
export const OpenApplyMenuDto = Type.Object({
  sections: Type.Array(Type.Object({ title: Type.String(), items: Type.Array(OpenApplyItemDto) })),
}, { $id: 'OpenApplyMenuDto' });
export type OpenApplyMenuDto = Static<typeof OpenApplyMenuDto>;

/** GET /api/customer-actions: things the customer should do next (cached by the client). */
export const CustomerActionList = Type.Object({
  actions: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), href: Type.String() })),
}, { $id: 'CustomerActionList' });
export type CustomerActionList = Static<typeof CustomerActionList>;
