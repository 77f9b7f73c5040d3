import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { AccountPageStore } from '../stores/AccountPageStore';

/** Search by text, amount range and date range (Auckland dates). */
export const TransactionSearchPanel = observer(function TransactionSearchPanel({ store }: { store: AccountPageStore }) {
  const form = store.searchForm;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.search(); };
  return (
    <form className="transaction-search" role="search" aria-label="Search transactions" onSubmit={submit} noValidate>
      <div className="transaction-search__text">
        <FormField label="Search transactions" optional hint="Description, particulars, code or reference">
          {(control) => <TextInput {...control} type="search" value={form.text} onChange={(e) => form.set('text', e.target.value)} />}
        </FormField>
      </div>
      <div className="transaction-search__ranges">
        <FormField label="Amount from ($)" optional error={Boolean(form.errors.minAmount)} errorMessage={form.errors.minAmount}>
          {(control) => <TextInput {...control} inputMode="decimal" value={form.minAmount} onChange={(e) => form.set('minAmount', e.target.value)} />}
        </FormField>
        <FormField label="Amount to ($)" optional error={Boolean(form.errors.maxAmount)} errorMessage={form.errors.maxAmount}>
          {(control) => <TextInput {...control} inputMode="decimal" value={form.maxAmount} onChange={(e) => form.set('maxAmount', e.target.value)} />}
        </FormField>
        <FormField label="Date from" optional error={Boolean(form.errors.from)} errorMessage={form.errors.from}>
          {(control) => <TextInput {...control} type="date" value={form.from} onChange={(e) => form.set('from', e.target.value)} />}
        </FormField>
        <FormField label="Date to" optional error={Boolean(form.errors.to)} errorMessage={form.errors.to}>
          {(control) => <TextInput {...control} type="date" value={form.to} onChange={(e) => form.set('to', e.target.value)} />}
        </FormField>
      </div>
      <div className="transaction-search__actions">
        <Button type="submit" variant="primary" busy={store.searching}>Search</Button>
        {store.isFiltered ? <Button variant="link" onClick={() => void store.clearSearch()}>Clear search</Button> : null}
      </div>
    </form>
  );
});
