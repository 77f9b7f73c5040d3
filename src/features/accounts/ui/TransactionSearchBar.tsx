import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../design-system/Button';
import { TextInput } from '../../../design-system/TextInput';
import type { AccountPageStore } from '../stores/AccountPageStore';
import { TransactionFilters } from './TransactionFilters';

/** One search box in sight; dates, amounts and type folded away behind "Filters" (which says how many are on). */
export const TransactionSearchBar = observer(function TransactionSearchBar({ store }: { store: AccountPageStore }) {
  const form = store.filters;
  const id = useId();
  const submit = (event: FormEvent) => { event.preventDefault(); void store.search(); };
  const count = store.activeFilterCount;
  return (
    <form className="transaction-search" role="search" aria-label="Search transactions" onSubmit={submit} noValidate>
      <label className="transaction-search__label" htmlFor={`${id}-text`}>Search transactions</label>
      <div className="transaction-search__row">
        <TextInput id={`${id}-text`} type="search" className="transaction-search__input" value={form.text}
          placeholder="Name or reference" onChange={(e) => form.set('text', e.target.value)} />
        <Button type="submit" variant="primary" busy={store.searching}>Search</Button>
      </div>
      <div className="transaction-search__tools">
        <Button variant="secondary" size="small" aria-expanded={form.filtersOpen} aria-controls={`${id}-filters`} onClick={form.toggleFilters}>
          {count ? `Filters (${count})` : 'Filters'}
        </Button>
        {store.isFiltered ? <Button variant="link" size="small" onClick={() => void store.clearSearch()}>Clear search</Button> : null}
      </div>
      <div id={`${id}-filters`} hidden={!form.filtersOpen}>
        {form.filtersOpen ? <TransactionFilters store={store} /> : null}
      </div>
    </form>
  );
});
