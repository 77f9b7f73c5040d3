import { Type, type Static } from '@sinclair/typebox';
import { AmountCents } from './pay';

/** One of the scheme's funds: its risk indicator runs from 1 (lowest) to 7 (highest), as in its fund update. */
export const KiwiSaverFundDto = Type.Object({
  name: Type.String(),
  riskIndicator: Type.Integer({ minimum: 1, maximum: 7 }),
  description: Type.String(),
});
export type KiwiSaverFundDto = Static<typeof KiwiSaverFundDto>;

/** An account a voluntary top-up can come from, with what it has available. */
export const TopUpSourceDto = Type.Object({ id: Type.String(), name: Type.String(), availableCents: Type.Integer() });
export type TopUpSourceDto = Static<typeof TopUpSourceDto>;

/** GET /api/kiwisaver/landing: the logged-in customer's KiwiSaver, or null when they are not a member. Cents. */
export const KiwiSaverMemberDto = Type.Object({
  fund: Type.String(),
  balanceCents: Type.Integer(),
  contributionRatePercent: Type.Number(),
  /** 'YYYY-MM-DD'. */
  joinedDate: Type.String(),
  memberContributionsThisYearCents: Type.Integer(),
  governmentContributionThisYearCents: Type.Integer(),
  maxGovernmentContributionCents: Type.Integer(),
  firstHome: Type.Object({ eligible: Type.Boolean(), withdrawableCents: Type.Integer() }),
  /** Month-end balances, oldest first; dates 'YYYY-MM-DD'. */
  history: Type.Array(Type.Object({ date: Type.String(), balanceCents: Type.Integer() })),
  /** Whether contributions come from pay (only then can the rate be changed). */
  employed: Type.Boolean(),
  /** A fund switch waiting for its business day, or null. */
  pendingSwitch: Type.Union([Type.Object({ toFund: Type.String(), effectiveDate: Type.String() }), Type.Null()]),
  /** The funds a member can switch to, lowest risk first. */
  funds: Type.Array(KiwiSaverFundDto),
  /** The accounts a voluntary top-up can come from. */
  topUpFrom: Type.Array(TopUpSourceDto),
});
export type KiwiSaverMemberDto = Static<typeof KiwiSaverMemberDto>;

export const KiwiSaverLandingDto = Type.Object({
  member: Type.Union([KiwiSaverMemberDto, Type.Null()]),
  joinPath: Type.String(),
}, { $id: 'KiwiSaverLandingDto' });
export type KiwiSaverLandingDto = Static<typeof KiwiSaverLandingDto>;

/** POST /api/kiwisaver/fund-switch: one pending at a time; made on the next business day. Answers the landing. */
export const FundSwitchRequest = Type.Object({ fund: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false, $id: 'FundSwitchRequest' });
export type FundSwitchRequest = Static<typeof FundSwitchRequest>;

/** PUT /api/kiwisaver/contribution-rate: an employed member's rate, in percent of pay. Answers the landing. */
export const ContributionRateRequest = Type.Object({ ratePercent: Type.Number({ minimum: 0, maximum: 100 }) }, { additionalProperties: false, $id: 'ContributionRateRequest' });
export type ContributionRateRequest = Static<typeof ContributionRateRequest>;

/**
 * POST /api/kiwisaver/top-ups: a voluntary contribution from one of the member's everyday or
 * savings accounts, now, with an Idempotency-Key (contract/pay.ts IdempotencyHeaders); answers a ReceiptDto.
 */
export const KiwiSaverTopUpRequest = Type.Object({
  fromAccountId: Type.String({ maxLength: 64 }),
  amountCents: AmountCents,
}, { additionalProperties: false, $id: 'KiwiSaverTopUpRequest' });
export type KiwiSaverTopUpRequest = Static<typeof KiwiSaverTopUpRequest>;
