/** One of the customer's passkeys, as Security lists it. */
export interface Passkey {
  id: string;
  /** The customer's name for it ("My phone"). */
  name: string;
  /** ISO 8601 instants, shown in Pacific/Auckland. */
  createdAt: string;
  lastUsedAt: string | null;
  /** A new passkey approves payments and changes only from this instant (a day after it was added); null once it may. */
  approvesFrom: string | null;
}

/** The longest name a passkey may have (the bank's rule). */
export { PASSKEY_NAME_MAX } from '../../../../../contract/passkeys';
