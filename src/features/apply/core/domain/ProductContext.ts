/** What some journeys need besides the applicant's answers: the bank's products and the customer's accounts. */

/** An insurance product of GET /api/bundles/open/insurance. */
export interface InsuranceProduct {
  readonly id: string;
  readonly name: string;
  /** The content team's HTML summary. */
  readonly summaryHtml: string;
}

/** One of the logged-in customer's accounts, as a journey offers it (an overdraft's account, the loan to top up). */
export interface OwnAccount {
  readonly id: string;
  readonly product: string;
  readonly name: string;
  readonly accountNumber: string;
  readonly balanceCents: number;
  /** The card limit or arranged overdraft, null when there is none. */
  readonly creditLimitCents: number | null;
}

/** The sandbox's insurance quote for the saved answers. */
export interface InsuranceQuote {
  readonly monthlyPremiumCents: number;
  readonly coverCents: number;
}
