import { makeAutoObservable, runInAction } from 'mobx';
import type { InsuranceQuote } from '../core/domain/ProductContext';
import type { QuoteInsurance } from '../core/use-cases/QuoteInsurance';

/** The bank's price for a quoted journey's saved answers, shown on the review (null while it loads, failed or is stale). */
export class ReviewQuote {
  value: InsuranceQuote | null = null;

  constructor(private readonly quotes: QuoteInsurance) {
    makeAutoObservable<this, 'quotes'>(this, { quotes: false }, { autoBind: true });
  }

  /** Prices the application `id` as the bank has it saved; throws what the bank answered. */
  async load(id: string): Promise<void> {
    const quote = await this.quotes.execute({ id });
    runInAction(() => { this.value = quote; });
  }

  /** A quote prices the answers as they were: any change makes it stale. */
  clear(): void {
    this.value = null;
  }
}
