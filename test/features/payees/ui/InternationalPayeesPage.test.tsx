import { screen, waitFor, within } from '@testing-library/react';
import InternationalPayeesPage from '../../../../src/features/payees/ui/InternationalPayeesPage';
import { renderPayeesPage } from './payeesKit';

async function openForm() {
  const kit = await renderPayeesPage(InternationalPayeesPage, '/international-payees', 'International payees');
  await kit.user.click(await screen.findByRole('button', { name: 'Add an international payee' }));
  return kit;
}

describe('Adding an international payee', () => {
  it('summarises every problem after a failed Add payee, focused, each linking to its field', async () => {
    const { user } = await openForm();
    const form = screen.getByRole('form', { name: 'Add an international payee' });
    await user.type(within(form).getByRole('textbox', { name: 'Payee name' }), 'Oliver Smith');
    await user.click(within(form).getByRole('button', { name: 'Add payee' }));
    const summary = within(form).getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const messages = within(summary).getAllByRole('link').map((l) => l.textContent);
    expect(messages[0]).toBe("Enter the payee's address");
    expect(messages).toEqual(expect.arrayContaining(['Choose the country', 'Choose the currency']));
    expect(within(form).getByRole('combobox', { name: 'Country of their bank' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Choose the country' }));
    expect(within(form).getByRole('combobox', { name: 'Country of their bank' })).toHaveFocus();
  });

  it('leaves the summary once the problems are put right, and adds the payee after the SMS code', async () => {
    const { user, international } = await openForm();
    const form = screen.getByRole('form', { name: 'Add an international payee' });
    await user.click(within(form).getByRole('button', { name: 'Add payee' }));
    await user.type(within(form).getByRole('textbox', { name: 'Payee name' }), 'Oliver Smith');
    await user.type(within(form).getByRole('textbox', { name: "Payee's address" }), '1 High Street, London SW1A 1AA');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country of their bank' }), 'GB');
    await user.type(within(form).getByRole('textbox', { name: 'IBAN' }), 'GB33 BUKB 2020 1555 5555 55');
    await user.type(within(form).getByRole('textbox', { name: 'SWIFT/BIC code' }), 'BUKBGB22');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency to send' }), 'GBP');
    expect(within(form).queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add payee' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const newest = Array.from({ length: 20 }, (_, i) => `op-${20 - i}`).find((id) => international.safeguard.codeFor(id));
    await user.type(within(dialog).getByLabelText('Security code'), international.safeguard.codeFor(newest ?? '') ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText('Oliver Smith has been added.')).toBeInTheDocument());
  });
});
