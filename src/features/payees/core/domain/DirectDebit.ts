/** An authority the customer gave a business to debit one of their accounts. */
export interface DirectDebit {
  id: string;
  accountName: string;
  accountNumber: string;
  initiatorName: string;
  authorisationCode: string;
  reference: string | null;
  /** When the authority was given (ISO instant). */
  createdAt: string;
}
