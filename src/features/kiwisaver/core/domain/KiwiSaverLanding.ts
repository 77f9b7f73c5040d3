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
  /** Contributions come from pay: only then can the rate be changed. */
  employed: boolean;
  /** A fund switch waiting for its business day ('YYYY-MM-DD'), or null. */
  pendingSwitch: { toFund: string; effectiveDate: string } | null;
  /** The funds a member can switch to, lowest risk first. */
  funds: KiwiSaverFund[];
  /** The accounts a voluntary top-up can come from. */
  topUpFrom: TopUpSource[];
}

/** One of the scheme's funds; risk indicator 1 (lowest) to 7 (highest). */
export interface KiwiSaverFund { name: string; riskIndicator: number; description: string }

/** An everyday or savings account a top-up can come from, with what it has available. */
export interface TopUpSource { id: string; name: string; availableCents: number }

/** A voluntary top-up as the bank recorded it. */
export interface TopUpReceipt { id: string; fromAccountId: string; amountCents: number; date: string }

/** A member's figures, or none with the way to join. */
export interface KiwiSaverLanding {
  member: KiwiSaverMembership | null;
  joinPath: string;
}
