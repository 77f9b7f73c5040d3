import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { AddressFormStore } from '../stores/AddressFormStore';
import { Alert } from '../../../design-system/Alert';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { Typeahead, type TypeaheadOption } from '../../../design-system/Typeahead';
import { AddressFields } from './AddressFields';
import './AddressFinder.css';

export const ADDRESS_FINDER_TEXT = {
  search: 'Find your address',
  hint: 'Start typing your street address, for example 12 Queen Street, Auckland',
  postalHint: 'Start typing your PO Box or Private Bag, for example PO Box 1234, Auckland',
  list: 'Matching addresses',
  empty: 'No matching addresses. Check the spelling, or enter your address manually.',
  unavailable: 'Search unavailable — enter your address manually',
  manual: 'Enter address manually',
  detailsFailed: "We couldn't load the details of that address. Please enter it below.",
} as const;

const countText = (n: number) => `${n} ${n === 1 ? 'address' : 'addresses'} found`;

/**
 * Address lookup for any form: the typeahead over the shared AddressLookupStore, and the five
 * fields it fills. "Enter address manually" (always offered) shows the same fields, empty.
 */
export interface AddressFinderProps {
  form: AddressFormStore;
  legend: string;
  /** When the page's own heading already says which address this is, the legend is for screen readers only. */
  legendHidden?: boolean;
}

export const AddressFinder = observer(function AddressFinder({ form, legend, legendHidden = false }: AddressFinderProps) {
  const { lookup } = form;
  const results = lookup.results;
  // One stable array per result list, so the typeahead's rows stay memoised between keystrokes.
  const options = useMemo<TypeaheadOption[]>(() => results.map((r) => ({ id: r.id, label: r.fullAddress })), [results]);
  const searchError = form.visibleErrors.search;
  return (
    <fieldset className="address-finder">
      <legend className={legendHidden ? 'visually-hidden' : 'address-finder__legend'}>{legend}</legend>
      <FormField
        label={ADDRESS_FINDER_TEXT.search}
        hint={lookup.addressType === 'postal' ? ADDRESS_FINDER_TEXT.postalHint : ADDRESS_FINDER_TEXT.hint}
        error={Boolean(searchError)}
        errorMessage={searchError}
      >
        {(control) => (
          <Typeahead
            {...control}
            aria-required={undefined /* the address is required, not the search: the fields may be typed instead */}
            name="addressSearch"
            value={lookup.query}
            onValueChange={lookup.setQuery}
            options={options}
            highlight={lookup.resultsQuery}
            status={lookup.status}
            onSelect={(option) => { void form.choose(option.id); }}
            listLabel={ADDRESS_FINDER_TEXT.list}
            countText={countText}
            emptyText={ADDRESS_FINDER_TEXT.empty}
            unavailableText={ADDRESS_FINDER_TEXT.unavailable}
            action={form.step === 'search' ? { label: ADDRESS_FINDER_TEXT.manual, onClick: form.enterManually } : undefined}
          />
        )}
      </FormField>
      {form.loadingDetails ? <Loader label="Loading the address..." /> : null}
      {form.detailsFailed ? <Alert tone="warning">{ADDRESS_FINDER_TEXT.detailsFailed}</Alert> : null}
      {form.step === 'fields' && !form.loadingDetails ? <AddressFields form={form} /> : null}
    </fieldset>
  );
});
