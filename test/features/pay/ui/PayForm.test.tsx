import { screen, waitFor, within } from '@testing-library/react';
import { renderPay } from './payKit';

const someoneNew = async (user: Awaited<ReturnType<typeof renderPay>>['user']) => {
  await user.click(await screen.findByRole('radio', { name: 'Someone new' }));
};

describe('the pay form’s errors', () => {
  it('puts every problem in a summary that takes focus, each a link to its field, each field marked and described', async () => {
    const { user } = await renderPay();
    await someoneNew(user);
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '01-0902-0068388-00');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Enter the payee name',
      'Enter a valid NZ bank account number, for example 12-3456-0123456-00',
      'Choose what this payment is for',
      'Enter an amount in dollars and cents, like 12.50',
    ]);
    const accountNumber = screen.getByRole('textbox', { name: 'Account number' });
    expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
    expect(accountNumber).toHaveAccessibleDescription(expect.stringContaining('Enter a valid NZ bank account number'));
    await user.click(within(summary).getByRole('link', { name: /valid NZ bank account number/ }));
    expect(accountNumber).toHaveFocus();
  });
});

describe('the account number', () => {
  it('takes 16 digits typed in a row, shows them with dashes, and pays that account', async () => {
    const { user, payments } = await renderPay();
    await someoneNew(user);
    const field = screen.getByRole('textbox', { name: 'Account number' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Hemi Walker');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'family-or-friends');
    await user.type(field, '0301040731553000');
    await user.tab();
    expect(field).toHaveValue('03-0104-0731553-000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByRole('heading', { name: 'Check your payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    await screen.findByRole('heading', { name: 'You paid $5.00 to Hemi Walker' });
    expect(payments.receipts[0]?.to.accountNumber).toBe('03-0104-0731553-000');
  });

  it('is hinted the same way on Pay as on Add payee', async () => {
    const { user } = await renderPay();
    await someoneNew(user);
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription('Bank, branch, account and suffix, for example 12-3456-0123456-00');
    expect(screen.getByRole('textbox', { name: 'Payee name' })).toHaveAccessibleDescription('The name on their bank account, up to 20 characters');
  });
});

describe('particulars, code and reference', () => {
  it('hold at most 12 characters each, and say so', async () => {
    const { user } = await renderPay();
    const group = await screen.findByRole('group', { name: 'What appears on their statement' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('up to 12 letters, numbers or spaces each'));
    for (const name of ['Particulars (optional)', 'Code (optional)', 'Reference (optional)']) {
      const field = within(group).getByRole('textbox', { name });
      await user.type(field, 'INVOICE 2026-11-A');
      expect(field).toHaveValue('INVOICE 2026');
    }
  });
});

describe('after paying someone new', () => {
  it('offers "Save as payee": the add-payee form starts with them, the SMS code confirms, and the list tells it where the customer looks', async () => {
    const { user, enterCode, app, payees } = await renderPay();
    await someoneNew(user);
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Hemi Walker');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'family-or-friends');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '03 0104 0731553 000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Particulars (optional)' }), 'Lawns');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    await user.click(await screen.findByRole('link', { name: 'Save as payee' }));

    expect(await screen.findByRole('textbox', { name: 'Payee name' })).toHaveValue('Hemi Walker');
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('03-0104-0731553-000');
    expect(screen.getByRole('textbox', { name: 'Particulars (optional)' })).toHaveValue('Lawns');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    await enterCode();
    await waitFor(() => expect(app.path()).toBe('/payees'));
    const notice = await screen.findByText('Hemi Walker has been added.');
    await waitFor(() => expect(notice.closest('.ds-focus-target')).toHaveFocus());
    expect((await payees.list()).payees.map((p) => p.name)).toContain('Hemi Walker');
  });

  it('offers nothing to save when the account is already a saved payee', async () => {
    const { user } = await renderPay();
    await someoneNew(user);
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Mercury Energy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'family-or-friends');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '020248040622300');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '3');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $3.00' }));
    await screen.findByRole('heading', { name: 'You paid $3.00 to Mercury Energy' });
    expect(screen.queryByRole('link', { name: 'Save as payee' })).not.toBeInTheDocument();
  });
});
