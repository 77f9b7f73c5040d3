import { observer } from 'mobx-react-lite';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { BorrowingCalculatorStore, BorrowingField } from '../stores/BorrowingCalculatorStore';

interface Props { store: BorrowingCalculatorStore; field: BorrowingField; label: string; hint?: string; numeric?: boolean }

/** One labelled number field of the borrowing calculator, with its error. */
export const BorrowingFieldInput = observer(function BorrowingFieldInput({ store, field, label, hint, numeric = false }: Props) {
  const message = store.errors[field];
  return (
    <FormField label={label} hint={hint} error={Boolean(message)} errorMessage={message}>
      {(control) => (
        <TextInput {...control} inputMode={numeric ? 'numeric' : 'decimal'} autoComplete="off"
          value={store.inputs[field]} onChange={(e) => store.set(field, e.target.value)} />
      )}
    </FormField>
  );
});
