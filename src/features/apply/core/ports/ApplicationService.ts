import type { Answers, Application, ApplicationProduct, Decision } from '../domain/Application';

/**
 * The bank's applications of the logged-in customer. Failures reject with the platform's
 * ApiError: 10420 for an application that is not the customer's, 10425 once it is submitted,
 * 4010 when the answers do not meet the product's rules.
 */
export interface ApplicationService {
  /** The customer's open application for the product, created when there is none (one per product). */
  getOrCreate(product: ApplicationProduct): Promise<Application>;
  /** Saves the answers and the step reached of an open application. */
  save(id: string, progress: { step: number; answers: Answers }): Promise<Application>;
  /** Submits an open application and answers the bank's decision. */
  submit(id: string): Promise<Decision>;
}
