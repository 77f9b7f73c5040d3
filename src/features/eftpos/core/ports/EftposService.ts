import type { EftposOverview } from '../domain/PaymentRequest';

/** The logged-in customer's online EFTPOS. Every method throws ApiError on failure. */
export interface EftposService {
  /** The switch, the waiting requests (none while off) and the accounts that may pay. */
  overview(): Promise<EftposOverview>;
  /** Turns online EFTPOS on or off. */
  setEnabled(enabled: boolean): Promise<void>;
  /**
   * Pays a request from an account. Safeguarded: the first call fails with 6002 and an
   * operation id; the retry after escalation names it. Not theirs or gone: 404; can't pay: 400.
   */
  approve(input: { requestId: string; accountId: string }, operationId?: string): Promise<void>;
  /** Declines a request with the customer's reason. Not theirs or gone: 404. */
  decline(input: { requestId: string; reason: string }): Promise<void>;
}
