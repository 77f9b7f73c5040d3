import type { Contact } from '../domain/Contact';

/** The logged-in customer's contact details (GET /api/contact). */
export interface ContactService {
  /**
   * Email and phones; a phone type containing 'Mobile' is a mobile.
   * @throws ApiError on failure.
   */
  getContact(): Promise<Contact>;
}
