import { Type, type Static } from '@sinclair/typebox';
import { ApplicationAnswers } from './applications';
import { BotProof } from './botCheck';

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
