import type { Cents } from '../../../../../contract/rules/Money';

/** A payment the customer may report as a scam. */
export interface ReportablePayment { id: string; createdAt: number; amount: Cents; to: { name: string; accountNumber: string } }

export interface PaymentLimit { limit: Cents; leftToday: Cents; pending: { limit: Cents; from: number } | null }

/** Scam protection: Lock my banking, Report a scam, the daily payment limit. Every method throws ApiError on failure. */
export interface ScamProtectionService {
  lockState(): Promise<{ locked: boolean }>;
  /** Locks at once: payments, payee changes and new-device logins stop; unlocking needs a call or a password reset. */
  lock(): Promise<void>;
  reportablePayments(): Promise<ReportablePayment[]>;
  /** Answers the case reference. */
  report(paymentId: string, whatHappened: string): Promise<string>;
  paymentLimit(): Promise<PaymentLimit>;
  /** Lower: at once. Higher: the bank asks for a step-up (6002) and the new limit waits 24 hours. */
  setPaymentLimit(limit: Cents, operationId?: string): Promise<PaymentLimit>;
}
