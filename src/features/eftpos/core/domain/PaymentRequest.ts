/** A merchant's online EFTPOS payment request waiting for the customer's decision. */
export interface PaymentRequest {
  id: string;
  merchant: string;
  /** Integer cents. */
  amount: number;
  /** ISO 8601 instants. */
  createdAt: string;
  expiresAt: string;
}

/** An account the payment may come from. */
export interface PayingAccount {
  id: string;
  name: string;
  accountNumber: string;
  /** Integer cents. */
  available: number;
}

export interface EftposOverview {
  enabled: boolean;
  requests: PaymentRequest[];
  accounts: PayingAccount[];
}

/** The reasons the decline form offers; the customer may also write their own. */
export const DECLINE_REASONS = [
  "I don't recognise this payment",
  'The amount is wrong',
  "I've changed my mind",
] as const;

/** The first account that can cover the amount, as the form's default; null when none can. */
export function defaultAccountFor(request: Pick<PaymentRequest, 'amount'>, accounts: readonly PayingAccount[]): PayingAccount | null {
  return accounts.find((a) => a.available >= request.amount) ?? null;
}
