import type { KiwiSaverLanding, TopUpReceipt } from '../domain/KiwiSaverLanding';

/** The logged-in customer's KiwiSaver. Every method throws ApiError on failure (the bank's words in its message). */
export interface KiwiSaverService {
  /** Their membership's figures, or `member: null` when they are not a member. */
  getLanding(): Promise<KiwiSaverLanding>;
  /**
   * Asks to switch fund; answers the landing with the pending switch (made on the next business
   * day). Unknown fund: 400; the fund held, or a switch already pending: 409; not a member: 404.
   */
  switchFund(fund: string): Promise<KiwiSaverLanding>;
  /** Changes the contribution rate; answers the landing. Not a rate: 400; not employed: 409; not a member: 404. */
  changeContributionRate(ratePercent: number): Promise<KiwiSaverLanding>;
  /**
   * A voluntary top-up from an everyday or savings account, once per idempotency key. Over the
   * available balance or a wrong kind of account: 400; not theirs, or not a member: 404.
   */
  topUp(request: { fromAccountId: string; amountCents: number }, idempotencyKey: string): Promise<TopUpReceipt>;
}
