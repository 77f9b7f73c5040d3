import type { Answers, Application, ApplicationProduct, Decision } from '../domain/Application';
import type { InsuranceQuote } from '../domain/ProductContext';

/**
 * The bank's applications of the logged-in customer. Failures reject with the platform's
 * ApiError: 10420 for an application that is not the customer's, 10425 once it is submitted,
 * 4010 when the answers do not meet the product's rules.
 */
export interface ApplicationService {
  /** The customer's open application for the product, created when there is none (one per product). */
  getOrCreate(product: ApplicationProduct): Promise<Application>;
  /** One of the customer's applications by its id, in whatever state (10420 when it is not theirs). */
  find(id: string): Promise<Application>;
  /** Saves the answers and the step reached of an open application. */
  save(id: string, progress: { step: number; answers: Answers }): Promise<Application>;
  /**
   * Submits an open application and answers the bank's decision. A safeguarded product (a
   * limit change) rejects with 6002 first; the retry names the escalated operation.
   */
  submit(id: string, operationId?: string): Promise<Decision>;
  /** The bank's quote on an insurance application's saved answers (4010 when they break the rules). */
  quote(id: string): Promise<InsuranceQuote>;
}
