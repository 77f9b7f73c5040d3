import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AccountNumberInput } from '../../src/design-system/AccountNumberInput';
import { ErrorSummary, type SummaryError } from '../../src/design-system/ErrorSummary';
import { FormField } from '../../src/design-system/FormField';
import { TextInput } from '../../src/design-system/TextInput';

/** A two-field form that fails its submit while a field is empty, as every form of the app does. */
function Form() {
  const [values, setValues] = useState({ name: '', accountNumber: '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [failures, setFailures] = useState(0);
  const problem = (field: string) => errors.find((e) => e.field === field)?.message;
  const submit = () => {
    const found = [
      ...(values.name ? [] : [{ field: 'name', message: 'Enter the payee name' }]),
      ...(values.accountNumber ? [] : [{ field: 'accountNumber', message: 'Enter the account number' }]),
    ];
    setErrors(found);
    if (found.length) setFailures((n) => n + 1);
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label="Add a payee">
      <ErrorSummary errors={errors} focusKey={failures} />
      <FormField name="name" label="Payee name" error={Boolean(problem('name'))} errorMessage={problem('name')}>
        {(control) => <TextInput {...control} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />}
      </FormField>
      <FormField name="accountNumber" label="Account number" error={Boolean(problem('accountNumber'))} errorMessage={problem('accountNumber')}>
        {(control) => <AccountNumberInput {...control} value={values.accountNumber} onChange={(accountNumber) => setValues({ ...values, accountNumber })} />}
      </FormField>
      <button type="submit">Add payee</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing until a submit fails', () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus after a failed submit, lists each problem as a link, and each link focuses its field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Enter the payee name', 'Enter the account number']);
    expect(links[1]).toHaveAttribute('href', '#field-accountNumber');
    await user.click(screen.getByRole('link', { name: 'Enter the account number' }));
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveFocus();
  });

  it('marks each invalid field and describes it by its message', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    const name = screen.getByRole('textbox', { name: 'Payee name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the payee name');
  });

  it('moves focus again on the next failed submit, not while the customer types', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Hemi');
    expect(screen.getByRole('textbox', { name: 'Payee name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Enter the account number']);
  });
});

describe('AccountNumberInput', () => {
  it('brings the numeric keypad, lets dashes be typed, and shows 16 digits typed in a row with their dashes', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Account number' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect('12-3140-1573925-000').toMatch(new RegExp(`^${field.getAttribute('pattern')}$`));
    await user.type(field, '1231401573925000');
    await user.tab();
    expect(field).toHaveValue('12-3140-1573925-000');
  });

  it('leaves a number that is not valid as the customer typed it, to correct', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Account number' });
    await user.type(field, '1231401573926000');
    await user.tab();
    expect(field).toHaveValue('1231401573926000');
  });
});
