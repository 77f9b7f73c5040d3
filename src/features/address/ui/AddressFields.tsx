import { observer } from 'mobx-react-lite';
import type { AddressField, AddressFormStore } from '../stores/AddressFormStore';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';

interface FieldSpec {
  field: AddressField;
  label: string;
  optional?: boolean;
  autoComplete: string;
  numeric?: boolean;
}

// autocomplete tokens let browsers fill the fields (WCAG 1.3.5, identify input purpose).
const FIELDS: FieldSpec[] = [
  { field: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { field: 'line2', label: 'Address line 2', optional: true, autoComplete: 'address-line2' },
  { field: 'suburb', label: 'Suburb', optional: true, autoComplete: 'address-level3' },
  { field: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code', numeric: true },
];

/** The five address fields, filled from a chosen address or typed by hand. */
export const AddressFields = observer(function AddressFields({ form }: { form: AddressFormStore }) {
  const errors = form.visibleErrors;
  return (
    <div className="address-fields">
      {FIELDS.map((spec) => (
        <div key={spec.field} className={`address-fields__${spec.field}`}>
          <FormField label={spec.label} optional={spec.optional} error={Boolean(errors[spec.field])} errorMessage={errors[spec.field]}>
            {(control) => (
              <TextInput
                {...control}
                name={spec.field}
                autoComplete={spec.autoComplete}
                inputMode={spec.numeric ? 'numeric' : undefined}
                maxLength={spec.numeric ? 4 : undefined}
                value={form.fields[spec.field]}
                onChange={(event) => form.setField(spec.field, event.target.value)}
              />
            )}
          </FormField>
        </div>
      ))}
    </div>
  );
});
