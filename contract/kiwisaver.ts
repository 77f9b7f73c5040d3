import { Type, type Static } from '@sinclair/typebox';

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
});
export type KiwiSaverMemberDto = Static<typeof KiwiSaverMemberDto>;

export const KiwiSaverLandingDto = Type.Object({
  member: Type.Union([KiwiSaverMemberDto, Type.Null()]),
  joinPath: Type.String(),
}, { $id: 'KiwiSaverLandingDto' });
export type KiwiSaverLandingDto = Static<typeof KiwiSaverLandingDto>;
