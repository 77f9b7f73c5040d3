import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { DateField } from '../../../design-system/DateField';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { TRANSACTION_TYPE_LABELS } from '../core/domain/transactionTypes';
import type { AccountPageStore } from '../stores/AccountPageStore';

/** The folded-away filters: an Auckland date range typed DD/MM/YYYY, the size of the amount, and the type. */
export const TransactionFilters = observer(function TransactionFilters({ store }: { store: AccountPageStore }) {
  const form = store.filters;
  return (
    <fieldset className="transaction-filters">
      <legend className="visually-hidden">Filters</legend>
      <div className="transaction-filters__grid">
        <DateField label="From date" optional value={form.from} onChange={(v) => form.set('from', v)} error={form.errors.from} />
        <DateField label="To date" optional value={form.to} onChange={(v) => form.set('to', v)} error={form.errors.to} />
        <FormField label="Amount from ($)" optional error={Boolean(form.errors.minAmount)} errorMessage={form.errors.minAmount}>
          {(control) => <TextInput {...control} inputMode="decimal" value={form.minAmount} onChange={(e) => form.set('minAmount', e.target.value)} />}
        </FormField>
        <FormField label="Amount to ($)" optional error={Boolean(form.errors.maxAmount)} errorMessage={form.errors.maxAmount}>
          {(control) => <TextInput {...control} inputMode="decimal" value={form.maxAmount} onChange={(e) => form.set('maxAmount', e.target.value)} />}
        </FormField>
        <FormField label="Type" optional>
          {(control) => (
            <select {...control} className="ds-input" value={form.type} onChange={(e) => form.set('type', e.target.value)}>
              <option value="">All types</option>
              {Object.entries(TRANSACTION_TYPE_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          )}
        </FormField>
      </div>
      <div className="transaction-filters__actions">
        <Button type="submit" variant="primary" busy={store.searching}>Apply filters</Button>
        <Button variant="link" onClick={() => void store.clearFilters()}>Clear filters</Button>
      </div>
    </fieldset>
  );
});
