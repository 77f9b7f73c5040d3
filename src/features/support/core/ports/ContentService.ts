import type { Branch } from '../domain/Branch';
import type { ContactChannels, ContentPage, Faq } from '../domain/Content';

/** The sandbox's content API (no login needed). */
export interface ContentService {
  /** A legal page by token (e.g. 'privacy-statement'); null when there is no such page. */
  getPage(token: string): Promise<ContentPage | null>;
  /** The help centre's questions and answers. */
  listFaqs(): Promise<Faq[]>;
  /** Every branch, with its opening hours. */
  listBranches(): Promise<Branch[]>;
  /** Phone numbers, hours and the secure-message path for Contact us. */
  getContactChannels(): Promise<ContactChannels>;
}
