import type { PersonalisedAccount } from '../domain/PersonalisedAccount';

/** The customer's account nicknames and order. Every method throws ApiError on failure. */
export interface PersonaliseService {
  /** Every account of the customer, in display order, with its nickname. */
  list(): Promise<PersonalisedAccount[]>;
  /** Saves the order (every account once) and each nickname (null or blank: none). */
  save(accounts: ReadonlyArray<{ id: string; nickname: string | null }>): Promise<void>;
}
