import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactFeature } from '../../../../src/features/contact';
import { CONTACT_TOKENS } from '../../../../src/features/contact/tokens';
import ContactDetailsPage from '../../../../src/features/contact/ui/ContactDetailsPage';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';
import type { FakeContactChangeService } from '../fakes/FakeContactChangeService';

/**
 * The contact details page over the test container (the production wiring), Aroha logged in:
 * a change to a customer with a mobile takes the texted code in the global challenge dialog,
 * as in the app; `enterCode` types the code the fake bank "sent" last.
 */
async function setup(options: { contactsFail?: boolean; secondMobile?: boolean } = {}) {
  const app = appKit({ path: '/settings/details' });
  await app.session.login(AROHA);
  await app.loadArea(contactFeature);
  const { contacts, clock } = app;
  if (options.secondMobile) contacts.record({ phone: { type: 'Mobile', number: '029 555 0111' } });
  contacts.failing = options.contactsFail ?? false;
  const changes = app.container.get(CONTACT_TOKENS.ContactChangeService) as FakeContactChangeService;
  app.renderApp(<><ContactDetailsPage /><GlobalChallengeDialog /></>);
  const user = userEvent.setup();
  const enterCode = async () => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Security code'), changes.safeguard.latestCode() ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  };
  return { contacts, clock, changes, user, enterCode };
}

describe('ContactDetailsPage', () => {
  it('shows the email, phones and addresses under a titled heading', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    expect(await screen.findByText('aroha.ngata@example.co.nz')).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Email and phone' });
    expect(within(methods).getByText('021 555 0101')).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'Residential address' });
    expect(within(home).getByText('27 Ponsonby Road')).toBeInTheDocument();
    expect(within(home).getByText('Auckland 1011')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Postal address' })).getByText('We send your letters to your residential address.')).toBeInTheDocument();
  });

  it('changes the residential address through the finder and confirms', async () => {
    const { user, contacts, clock, enterCode } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Change address: residential' }));
    const form = screen.getByRole('form', { name: 'Change residential address' });
    await user.type(within(form).getByRole('combobox', { name: 'Find your address' }), '12 queen st auck');
    act(() => clock.advance(800));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 address found'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByLabelText('Postcode')).toHaveValue('1010');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(contacts.saves).toEqual([]);
    await user.type(within(form).getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    // Aroha has a mobile: the bank asks for the texted code first.
    await enterCode();
    const confirmation = await screen.findByText('Your residential address has been updated.');
    expect(confirmation.closest('[tabindex="-1"]')).toHaveFocus();
    expect(contacts.saves).toEqual([{ kind: 'residential', address: { dpid: '3000001', addressLines: ['12 Queen Street'], suburb: 'Auckland Central', cityTown: 'Auckland', postcode: '1010' } }]);
    expect(within(screen.getByRole('region', { name: 'Residential address' })).getByText('12 Queen Street')).toBeInTheDocument();
  });

  it('shows the field errors and saves nothing while the form is incomplete', async () => {
    const { user, contacts } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Change address: residential' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Choose your address from the list, or enter it manually')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), '1 Test Street');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter your town or city')).toBeInTheDocument();
    expect(screen.getByText('Enter your postcode')).toBeInTheDocument();
    expect(contacts.saves).toEqual([]);
  });

  it('shows an error when saving fails and keeps the form', async () => {
    const { user, contacts } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Change address: residential' }));
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), '1 Test Street');
    await user.type(screen.getByLabelText('Town or city'), 'Nelson');
    await user.type(screen.getByLabelText('Postcode'), '7010');
    await user.type(screen.getByLabelText('Current password'), 'Kowhai-2026!');
    contacts.failing = true;
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't save your address right now. Please try again later.");
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Test Street');
  });

  it('cancels a change', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Change address: residential' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('27 Ponsonby Road')).toBeInTheDocument();
  });

  it('says so when the contact details cannot be loaded', async () => {
    await setup({ contactsFail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your contact details. Please try again.');
  });
});

describe('ContactDetailsPage phones and email', () => {
  it('adds a home phone, and shows the field error for a number it cannot take', async () => {
    const { user, enterCode } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone type' }), 'Home');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an NZ phone number, like 021 555 0101 or 09 123 4567')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07 555 0123');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    // Aroha has a mobile: the bank asks for the texted code first.
    await enterCode();
    expect(await screen.findByText('Your phone number has been added.')).toBeInTheDocument();
  });

  it('changes the email only with the code sent to it and the current password', async () => {
    const { user, contacts, changes, enterCode } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aroha.new@example.co.nz');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Confirmation code' }), changes.sent.at(-1)!.code);
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Current password'), 'Not-the-password-1');
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(contacts.peek().email).not.toBe('aroha.new@example.co.nz');
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    // Aroha has a mobile: the bank asks for the texted code first.
    await enterCode();
    expect(await screen.findByText('Your email address has been updated.')).toBeInTheDocument();
    expect(contacts.peek().email).toBe('aroha.new@example.co.nz');
  });
});

describe('ContactDetailsPage removing a phone', () => {
  it('removes the home number after the customer confirms in the "Remove phone number" dialog', async () => {
    const { user, contacts, enterCode } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 09 555 0101' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove phone number' });
    expect(within(dialog).getByText('09 555 0101 (Home) will be removed from your contact details.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number' }));
    // Aroha has a mobile: the bank asks for the texted code first.
    await enterCode();
    expect(await screen.findByText('Your phone number has been removed.')).toBeInTheDocument();
    expect(contacts.peek().phones).toEqual([{ type: 'Mobile', number: '021 555 0101' }]);
    const methods = screen.getByRole('region', { name: 'Email and phone' });
    expect(within(methods).queryByText('09 555 0101')).not.toBeInTheDocument();
    expect(within(methods).getByRole('button', { name: 'Remove 021 555 0101' })).toBeInTheDocument();
  });

  it('asks for the current password to remove a mobile, and keeps it until the right one is given', async () => {
    const { user, contacts, enterCode } = await setup({ secondMobile: true });
    await user.click(await screen.findByRole('button', { name: 'Remove 029 555 0111' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove phone number' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove phone number' });
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Current password'), 'Not-the-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove phone number' });
    expect(await within(dialog).findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(contacts.peek().phones).toContainEqual({ type: 'Mobile', number: '029 555 0111' });
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number' }));
    // Aroha has a mobile: the bank asks for the texted code first.
    await enterCode();
    expect(await screen.findByText('Your phone number has been removed.')).toBeInTheDocument();
    expect(contacts.peek().phones).not.toContainEqual({ type: 'Mobile', number: '029 555 0111' });
  });

  it('does not ask for the password to remove a landline', async () => {
    await setup();
    userEvent.setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 09 555 0101' }));
    expect(within(screen.getByRole('dialog', { name: 'Remove phone number' })).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('keeps the number when the customer cancels', async () => {
    const { user, contacts } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 09 555 0101' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove phone number' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Remove phone number' })).not.toBeInTheDocument();
    expect(contacts.peek().phones).toHaveLength(2);
  });

  it("shows the bank's refusal to remove the only mobile, and keeps it", async () => {
    const { user, contacts } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 021 555 0101' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove phone number' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Remove phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add another mobile number before you remove this one.');
    expect(contacts.peek().phones).toHaveLength(2);
    expect(screen.queryByText('Your phone number has been removed.')).not.toBeInTheDocument();
  });
});
