import { Type, type Static } from '@sinclair/typebox';
import { APPLICATION_PRODUCTS } from './applicationCodes';

// The plain values live in applicationCodes.ts, so the client imports them without TypeBox.
export { APPLICATION_ERROR, APPLICATION_PRODUCTS, CREDIT_SCORE_TOO_LOW, DOCUMENT_LIMITS, type ApplicationProductId } from './applicationCodes';

export const ApplicationProductParam = Type.Union(APPLICATION_PRODUCTS.map((p) => Type.Literal(p)));

export const ApplicationStatus = Type.Union([
  Type.Literal('draft'), Type.Literal('submitted'), Type.Literal('approved'), Type.Literal('referred'), Type.Literal('declined'),
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
