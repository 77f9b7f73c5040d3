/** The consumer-credit refund: the page's words, the verified customer's case, and where it goes. Money in cents. */
export interface RemediationContent {
  title: string;
  introHtml: string;
  verifyHtml: string;
  accountHtml: string;
  doneHtml: string;
}

export interface RefundAccount { id: string; name: string; accountNumber: string }

/**
 * Who is asking: the case reference printed on the letter we posted (which the online session
 * cannot read anywhere) and the date of birth ('YYYY-MM-DD'). Both must match.
 */
export interface RefundIdentity { caseReference: string; dateOfBirth: string }

export interface RefundCase { caseReference: string; refundCents: number; accounts: RefundAccount[] }

/** One of the customer's own accounts, or an account at another NZ bank (with its holder's name). */
export type RefundDestination =
  | { kind: 'own'; accountId: string }
  | { kind: 'other'; accountNumber: string; accountName: string };
