import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import PayeesPage from '../../../../src/features/payees/ui/PayeesPage';
import { renderPayeesPage } from './payeesKit';
import { AROHA_PAYEES } from '../fakes/FakePayeeService';

describe('Payees page', () => {
  it("lists Aroha's payees by name with their account numbers and statement details", async () => {
    await renderPayeesPage(PayeesPage, '/payees', 'Payees');
    const list = await screen.findByRole('list', { name: 'Your payees' });
    const names = within(list).getAllByRole('heading').map((h) => h.textContent);
    expect(names).toEqual(['Harcourts Rentals', 'Mercury Energy', 'Tane Ngata']);
    expect(within(list).getByText('02-0248-0406223-00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a payee' })).toHaveAttribute('href', '/online/payees/new');
  });

  it("shows 'It takes two to tango' with 'Create a payee' when there are none", async () => {
    await renderPayeesPage(PayeesPage, '/payees', 'Payees', (payees) => payees.reset([]));
    expect(await screen.findByRole('heading', { name: 'It takes two to tango' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a payee' })).toHaveAttribute('href', '/online/payees/new');
  });

  it('shows the restriction with the phone number, and no way to change payees', async () => {
    await renderPayeesPage(PayeesPage, '/payees', 'Payees', (payees) => payees.reset([], true));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payee editing is restricted');
    expect(alert).toHaveTextContent("You cannot add, delete or edit your payees at the moment. Contact us if you'd like to know more");
    expect(within(alert).getByRole('link', { name: '0800 569 424' })).toHaveAttribute('href', 'tel:0800569424');
    expect(screen.queryByRole('link', { name: 'Create a payee' })).not.toBeInTheDocument();
  });

  it('deletes a payee once the customer confirms', async () => {
    const { user } = await renderPayeesPage(PayeesPage, '/payees', 'Payees');
    await user.click(await screen.findByRole('button', { name: 'Delete Mercury Energy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete payee' }));
    expect(await screen.findByText('Mercury Energy has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mercury Energy' })).not.toBeInTheDocument();
  });

  it('has a Pay button on each payee that opens Pay with that payee chosen, even where editing is restricted', async () => {
    await renderPayeesPage(PayeesPage, '/payees', 'Payees', (payees) => payees.reset(sophiesPayees(), true));
    expect(await screen.findByRole('link', { name: 'Pay Tane Ngata' })).toHaveAttribute('href', '/online/pay?payee=5b0c1f0e-0000-4000-8000-000000000003');
    expect(screen.queryByRole('link', { name: 'Edit Tane Ngata' })).not.toBeInTheDocument();
  });

  it('has no Pay button with ReactPayAndTransfer off (Pay is not found then), and keeps the payees and their edits', async () => {
    const { app } = await renderPayeesPage(PayeesPage, '/payees', 'Payees', undefined, (features) => features.set('ReactPayAndTransfer', false));
    await screen.findByRole('list', { name: 'Your payees' });
    await waitFor(() => expect(app.container.get(SESSION_TOKENS.FeatureStore).ready).toBe(true));
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Tane Ngata' })).toBeInTheDocument();
  });
});

/** A restricted customer who still has a payee to pay. */
const sophiesPayees = () => AROHA_PAYEES.filter((p) => p.name === 'Tane Ngata');
