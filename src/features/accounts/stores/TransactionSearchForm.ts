import { makeAutoObservable } from 'mobx';
import { isIsoDate } from '../../../../contract/rules/AucklandDate';
import { parseMoneyInput } from '../../../../contract/rules/MoneyInput';
import type { TransactionSearch } from '../core/domain/Transaction';

type Field = 'minAmount' | 'maxAmount' | 'from' | 'to';

/** The transaction search's fields as typed, and what is wrong with them. */
export class TransactionSearchForm {
  text = '';
  minAmount = '';
  maxAmount = '';
  /** 'YYYY-MM-DD' from the date inputs, or ''. */
  from = '';
  to = '';
  errors: Partial<Record<Field, string>> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: 'text' | Field, value: string): void {
    this[field] = value;
    if (field !== 'text') delete this.errors[field];
  }

  clear(): void {
    this.text = ''; this.minAmount = ''; this.maxAmount = ''; this.from = ''; this.to = '';
    this.errors = {};
  }

  /** The search the fields ask for, or null (with the errors set) when one cannot be read. */
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
      if (!this[field]) continue;
      if (isIsoDate(this[field])) search[field] = this[field];
      else errors[field] = 'Enter a real date';
    }
    this.errors = errors;
    return Object.keys(errors).length ? null : search;
  }
}
