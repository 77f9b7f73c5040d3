import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../../src/design-system/FormField';
import { PasswordInput } from '../../src/design-system/PasswordInput';
import { TextInput } from '../../src/design-system/TextInput';

describe('FormField, TextInput and PasswordInput', () => {
  it("adds ' (optional)' to an optional field's label", () => {
    render(<FormField label="Middle name" optional>{(p) => <TextInput {...p} />}</FormField>);
    expect(screen.getByLabelText('Middle name (optional)')).not.toHaveAttribute('aria-required');
  });

  it('shows the error only when both the flag and a message are set', () => {
    const { rerender } = render(<FormField label="Email" error errorMessage={null}>{(p) => <TextInput {...p} />}</FormField>);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    rerender(<FormField label="Email" error={false} errorMessage="Enter an email">{(p) => <TextInput {...p} />}</FormField>);
    expect(screen.queryByText('Enter an email')).not.toBeInTheDocument();
    rerender(<FormField label="Email" error errorMessage="Enter an email">{(p) => <TextInput {...p} />}</FormField>);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email');
  });

  it('PasswordInput toggles between hidden and shown text', async () => {
    render(<FormField label="Password">{(p) => <PasswordInput {...p} />}</FormField>);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("PasswordInput warns 'Caps-lock is on'", async () => {
    render(<FormField label="Password">{(p) => <PasswordInput {...p} />}</FormField>);
    await userEvent.type(screen.getByLabelText('Password'), '{CapsLock}A');
    expect(screen.getByText('Caps-lock is on')).toBeInTheDocument();
  });
});
