import type { InsuranceQuote } from '../domain/ProductContext';
import type { ApplicationService } from '../ports/ApplicationService';

/** The bank's premium for an insurance application's saved answers (the client never prices cover). */
export class QuoteInsurance {
  constructor(private readonly applications: ApplicationService) {}

  execute(input: { id: string }): Promise<InsuranceQuote> {
    return this.applications.quote(input.id);
  }
}
