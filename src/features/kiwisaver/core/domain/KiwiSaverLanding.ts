/** The KiwiSaver landing page's figures; money in cents, dates 'YYYY-MM-DD'. */
export interface KiwiSaverMembership {
  fund: string;
  balanceCents: number;
  contributionRatePercent: number;
  joinedDate: string;
  memberContributionsThisYearCents: number;
  governmentContributionThisYearCents: number;
  maxGovernmentContributionCents: number;
  firstHome: { eligible: boolean; withdrawableCents: number };
  history: { date: string; balanceCents: number }[];
}

/** A member's figures, or none with the way to join. */
export interface KiwiSaverLanding {
  member: KiwiSaverMembership | null;
  joinPath: string;
}
