/** An account and whether the mobile app may show its balance before login (quick view). */
export interface QuickViewAccount {
  id: string;
  /** The nickname when the customer gave one. */
  name: string;
  accountNumber: string;
  shown: boolean;
}
