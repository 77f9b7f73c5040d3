import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { RESIDENCY_COUNTRIES } from '../core/domain/TaxDetails';
import type { TaxStore } from '../stores/TaxStore';

const nameOf = (code: string) => RESIDENCY_COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** The other countries the customer is tax resident in, each with its TIN. */
export const ResidencyRows = observer(function ResidencyRows({ store, errors }: { store: TaxStore; errors: Readonly<Record<string, string>> }) {
  const rows = store.form?.residencies ?? [];
  return (
    <fieldset className="tax__residencies">
      <legend>Tax residency outside New Zealand</legend>
      <p className="tax__hint">Add every other country you are a tax resident of, with its tax identification number (TIN).</p>
      {rows.length === 0 ? <p className="tax__none">None: I am a tax resident of New Zealand only.</p> : null}
      {rows.map((row, i) => {
        const country = `residencies.${i}.country`;
        const tin = `residencies.${i}.tin`;
        const which = row.country ? nameOf(row.country) : `country ${i + 1}`;
        return (
          <div key={i} className="tax__residency">
            <FormField label={`Country ${i + 1}`} error={Boolean(errors[country])} errorMessage={errors[country]}>
              {(control) => (
                <select {...control} className="tax__select" value={row.country} onChange={(e) => store.setCountry(i, e.currentTarget.value)}>
                  <option value="">Choose a country</option>
                  {RESIDENCY_COUNTRIES.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
                </select>
              )}
            </FormField>
            <FormField label={`TIN for ${which}`} error={Boolean(errors[tin])} errorMessage={errors[tin]}>
              {(control) => <TextInput {...control} autoComplete="off" maxLength={30} value={row.tin} onChange={(e) => store.setTin(i, e.currentTarget.value)} />}
            </FormField>
            <Button variant="link" size="small" className="tax__remove" onClick={() => store.removeResidency(i)}>Remove {which}</Button>
          </div>
        );
      })}
      {store.canAddResidency ? <Button size="small" onClick={store.addResidency}>Add a country</Button> : null}
    </fieldset>
  );
});
