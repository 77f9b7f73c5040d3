import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from '../../src/design-system/DateField';
import { AccountNumber } from '../../src/design-system/AccountNumber';

function Harness({ error, optional }: { error?: string; optional?: boolean }) {
  const [value, setValue] = useState('');
  return <><DateField label="Date of birth" example="05/04/1981" value={value} onChange={setValue} error={error} optional={optional} /><button type="button">Next</button></>;
}

describe('DateField', () => {
  it('is a text field typed DD/MM/YYYY with the numeric keypad, hinted with an example', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).not.toHaveAttribute('type', 'date');
    expect(field).toHaveAccessibleDescription('DD/MM/YYYY, e.g. 05/04/1981');
  });

  it('marks a date that is not real when the customer leaves it, and clears the mark as they type again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(field, '30/02/1981');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('DD/MM/YYYY, e.g. 05/04/1981 Enter a real date as DD/MM/YYYY');
    await user.clear(field);
    await user.type(field, '28/02/1981');
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the form’s own message, and an optional field says so', () => {
    render(<Harness error="Enter your date of birth" optional />);
    expect(screen.getByRole('textbox', { name: 'Date of birth (optional)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
  });
});

describe('AccountNumber', () => {
  it('keeps an account number in one piece', () => {
    render(<AccountNumber value="38-9123-1020001-00" />);
    expect(screen.getByText('38-9123-1020001-00')).toHaveClass('ds-account-number');
  });
});
