import { screen, waitFor, within } from '@testing-library/react';
import { PAYEES_TOKENS } from '../../../../src/features/payees/tokens';
import PayeeFormPage from '../../../../src/features/payees/ui/PayeeFormPage';
import { renderPayeesPage } from './payeesKit';

async function setup() {
  const kit = await renderPayeesPage(PayeeFormPage, '/online/payees/new', 'Add a payee');
  const fill = async (name: string, accountNumber: string) => {
    await kit.user.type(await screen.findByLabelText('Payee name'), name);
    await kit.user.type(screen.getByLabelText('Account number'), accountNumber);
    await kit.user.click(screen.getByRole('button', { name: 'Add payee' }));
  };
  const enterCode = async () => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    // The fake safeguard numbers its operations op-1, op-2 …: the newest one is the code just "sent".
    const newest = Array.from({ length: 20 }, (_, i) => `op-${20 - i}`).find((id) => kit.payees.safeguard.codeFor(id));
    await kit.user.type(within(dialog).getByLabelText('Security code'), kit.payees.safeguard.codeFor(newest ?? '') ?? '');
    await kit.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  };
  return { ...kit, fill, enterCode };
}

describe('Add a payee', () => {
  it('summarises the problems after a failed Add payee, focused, each linking to its field', async () => {
    const { user } = await setup();
    await user.type(await screen.findByLabelText('Account number'), '1231401573926000');
    await user.click(screen.getByRole('button', { name: 'Add payee' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Enter the payee name', 'Enter a valid NZ bank account number, for example 12-3456-0123456-00',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Enter the payee name' }));
    expect(screen.getByLabelText('Payee name')).toHaveFocus();
  });

  it('takes an account number typed as 16 digits and adds it with its dashes', async () => {
    const { fill, enterCode, app, payees } = await setup();
    await fill('Hemi Walker', '0301040731553000');
    await enterCode();
    await waitFor(() => expect(app.path()).toBe('/payees'));
    expect((await payees.list()).payees.find((p) => p.name === 'Hemi Walker')?.accountNumber).toBe('03-0104-0731553-000');
  });

  it('puts the account number error on its field, marked invalid, without asking the bank', async () => {
    const { fill, payees } = await setup();
    await fill('Hemi Walker', '01-0902-0068388-00');
    const field = screen.getByLabelText('Account number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a valid NZ bank account number'));
    expect(payees.confirmations).toBe(0);
  });

  it('adds a matching payee after the SMS code and goes back to the list', async () => {
    const { fill, enterCode, app, payees } = await setup();
    await fill('Hemi Walker', '03-0104-0731553-000');
    await enterCode();
    await waitFor(() => expect(app.path()).toBe('/payees'));
    expect((await payees.list()).payees.map((p) => p.name)).toContain('Hemi Walker');
    expect(app.container.get(PAYEES_TOKENS.PayeesStore).notice).toBe('Hemi Walker has been added.');
  });

  it('shows a close match without the holder\'s name, and "Continue anyway" saves', async () => {
    const { fill, enterCode, user, app } = await setup();
    await fill('H Walker', '03-0104-0731553-000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The name is a close match');
    expect(alert).toHaveTextContent('You may have used a shortened name or made a small typo');
    expect(alert).not.toHaveTextContent('Hemi Walker');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    await enterCode();
    await waitFor(() => expect(app.path()).toBe('/payees'));
  });

  it('needs the tick box when the name does not match', async () => {
    const { fill, user } = await setup();
    await fill('Jane Doe', '03-0104-0731553-000');
    expect(await screen.findByRole('alert')).toHaveTextContent("The name doesn't match");
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Tick the box to continue, or go back and check the details')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
  });

  it("says when the name can't be checked, and lets the customer go back", async () => {
    const { fill, user } = await setup();
    await fill('Jane Doe', '15-3950-1190385-00');
    expect(await screen.findByText("We can't check the name right now")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Add payee' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payee name')).toBeEnabled();
  });
});

describe('Edit a payee', () => {
  it("starts with the payee's details and saves a change after the SMS code", async () => {
    const kit = await renderPayeesPage(PayeeFormPage, '/online/payees/5b0c1f0e-0000-4000-8000-000000000001/edit', 'Edit payee');
    const reference = await screen.findByLabelText('Reference (optional)');
    expect(screen.getByLabelText('Payee name')).toHaveValue('Mercury Energy');
    await kit.user.clear(reference);
    await kit.user.type(reference, 'ACC 7734513');
    await kit.user.click(screen.getByRole('button', { name: 'Save payee' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const newest = Array.from({ length: 20 }, (_, i) => `op-${20 - i}`).find((id) => kit.payees.safeguard.codeFor(id));
    await kit.user.type(within(dialog).getByLabelText('Security code'), kit.payees.safeguard.codeFor(newest ?? '') ?? '');
    await kit.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(kit.app.path()).toBe('/payees'));
    expect((await kit.payees.list()).payees.find((p) => p.name === 'Mercury Energy')?.reference).toBe('ACC 7734513');
  });
});
