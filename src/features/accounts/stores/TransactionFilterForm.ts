import { makeAutoObservable } from 'mobx';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import { NOT_A_REAL_DATE, parseTypedDate } from '../../../../contract/rules/TypedDate';
import type { TransactionSearch, TransactionType } from '../core/domain/Transaction';
import { isTransactionType } from '../core/domain/transactionTypes';

type Field = 'minAmount' | 'maxAmount' | 'from' | 'to';
type Typed = 'text' | Field | 'type';

/**
 * The transaction search as typed: one search box always in sight, and the filters (dates,
 * amounts, type) folded away until the customer opens them. Dates are typed DD/MM/YYYY.
 */
export class TransactionFilterForm {
  text = '';
  minAmount = '';
  maxAmount = '';
  from = '';
  to = '';
  type: TransactionType | '' = '';
  filtersOpen = false;
  errors: Partial<Record<Field, string>> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: Typed, value: string): void {
    if (field === 'type') this.type = isTransactionType(value) ? value : '';
    else this[field] = value;
    if (field !== 'text' && field !== 'type') delete this.errors[field];
  }

  toggleFilters(): void {
    this.filtersOpen = !this.filtersOpen;
  }

  /** Empties the filters, keeping the words searched for. */
  clearFilters(): void {
    this.minAmount = ''; this.maxAmount = ''; this.from = ''; this.to = ''; this.type = '';
    this.errors = {};
  }

  clear(): void {
    this.text = '';
    this.clearFilters();
  }

  /** The search the fields ask for, or null (with the errors set, and the filters opened to show them) when one cannot be read. */
  toSearch(): TransactionSearch | null {
    const errors: Partial<Record<Field, string>> = {};
    const search: TransactionSearch = {};
    if (this.text.trim()) search.text = this.text.trim();
    for (const [field, key] of [['minAmount', 'minCents'], ['maxAmount', 'maxCents']] as const) {
      if (!this[field].trim()) continue;
      const cents = parseMoneyInput(this[field]);
      if (cents === null) errors[field] = 'Enter an amount in dollars and cents, like 12.50';
      else search[key] = cents;
    }
    for (const field of ['from', 'to'] as const) {
      if (!this[field].trim()) continue;
      const date = parseTypedDate(this[field]);
      if (date) search[field] = date;
      else errors[field] = NOT_A_REAL_DATE;
    }
    if (this.type) search.type = this.type;
    this.errors = errors;
    if (Object.keys(errors).length) {
      this.filtersOpen = true;
      return null;
    }
    return search;
  }
}
