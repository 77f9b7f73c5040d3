import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaWidgets } from '../../../../src/app/shell/AreaWidgets';
import ManageCardsPage from '../../../../src/features/cards/ui/ManageCardsPage';
import { CARD_MESSAGES } from '../../../../src/features/cards/stores/CardsStore';
import { renderWithServices } from '../../../support/renderWithServices';
import { cardsKit } from '../support/cardsKit';
import { AROHA_NEW_CARD } from '../fakes/FakeCardService';

async function setup() {
  const kit = await cardsKit();
  // The challenge dialog is the escalation area's widget, which the app renders once.
  renderWithServices(<><ManageCardsPage /><AreaWidgets /></>, { container: kit.container, path: '/manage-cards' });
  return { ...kit, user: userEvent.setup() };
}

describe('ManageCardsPage', () => {
  it('lists the debit and credit cards with account and expiry', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage cards' })).toBeInTheDocument();
    const debit = await screen.findByRole('listitem', { name: 'Visa Debit ending 4001' });
    expect(within(debit).getByText('Everyday')).toBeInTheDocument();
    expect(within(debit).getByText('04/28')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Visa Credit ending 7001' })).toBeInTheDocument();
    expect(document.title).toBe('Manage cards | Kōwhai Bank');
  });

  it('freezes and unfreezes a card with its switch', async () => {
    const { user, cards } = await setup();
    const toggle = await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001', checked: true })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Visa Debit ending 4001' })).getByText('Frozen')).toBeInTheDocument();
    expect((await cards.list())[0]?.status).toBe('frozen');
    await user.click(screen.getByRole('switch', { name: 'Freeze Visa Debit ending 4001' }));
    expect(await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001', checked: false })).toBeInTheDocument();
  });

  it('reports a card stolen only after the confirm step, then shows the replacement', async () => {
    const { user, cards } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Report Visa Debit ending 4001 lost or stolen' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a lost or stolen card' });
    await user.click(within(dialog).getByRole('radio', { name: 'It was stolen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this card?' });
    expect((await cards.list())).toHaveLength(3);
    // The replacement is posted: ordering it takes the current password, asked here.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and replace card' }));
    expect(within(confirm).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(confirm).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(confirm).getByLabelText('Current password'), 'Not-the-password-1');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and replace card' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this card?' });
    expect(await within(again).findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active', 'active']);
    await user.clear(within(again).getByLabelText('Current password'));
    await user.type(within(again).getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(within(again).getByRole('button', { name: 'Cancel and replace card' }));
    // The replacement needs the SMS step-up: nothing is cancelled until the code is given.
    const code = await screen.findByRole('textbox', { name: /code/i });
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active', 'active']);
    await user.type(code, cards.safeguard!.codeFor('op-1')!);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/We've cancelled your Visa Debit ending 4001 and ordered a replacement. It will arrive within 5 working days: activate it here when it does./)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Visa Debit ending 4001' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'New Visa Debit card' })).toBeInTheDocument();
  });

  it('keeps the card, and says so, when the customer cancels the SMS step-up', async () => {
    const { user, cards } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Report Visa Debit ending 4001 lost or stolen' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(screen.getByRole('button', { name: 'Cancel and replace card' }));
    await screen.findByRole('textbox', { name: /code/i });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your card has not been cancelled. You can freeze it straight away instead, or call us.')).toBeInTheDocument();
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active', 'active']);
  });

  it('keeps the card when the customer steps back at the confirm step', async () => {
    const { user, cards } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Report Visa Credit ending 7001 lost or stolen' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Keep my card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active', 'active']);
  });

  it('says so when a switch fails, and reports it', async () => {
    const { user, cards, monitoring } = await setup();
    cards.freeze = async () => { throw new Error('network down'); };
    await user.click(await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001' }));
    expect(await screen.findByText(CARD_MESSAGES.freezeFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Freeze Visa Debit ending 4001' })).not.toBeChecked();
    expect(monitoring.reports.map((r) => r.queryKey)).toEqual(['cards/freeze']);
  });

  describe('a new card', () => {
    it('shows it without its number or expiry, and activates it with what is printed on it', async () => {
      const { user } = await setup();
      const fresh = await screen.findByRole('listitem', { name: 'New Visa Credit card' });
      expect(within(fresh).getByText('Not activated yet')).toBeInTheDocument();
      expect(within(fresh).queryByText(AROHA_NEW_CARD.expires)).toBeNull();
      await user.click(within(fresh).getByRole('button', { name: 'Activate card (New Visa Credit card)' }));
      const dialog = screen.getByRole('dialog', { name: 'Activate your new card' });
      await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
      expect(within(dialog).getByRole('textbox', { name: 'Last 4 digits of the card number' })).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByText('Enter the last 4 digits of the card number, like 1234')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Last 4 digits of the card number' }), '1234');
      await user.type(within(dialog).getByRole('textbox', { name: 'Expiry date' }), AROHA_NEW_CARD.expires);
      await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
      expect(await within(dialog).findByText(/Those details don't match the card we sent you\..*You have 2 more tries\./)).toBeInTheDocument();
      const last4 = within(dialog).getByRole('textbox', { name: 'Last 4 digits of the card number' });
      await user.clear(last4);
      await user.type(last4, AROHA_NEW_CARD.last4);
      await user.click(within(dialog).getByRole('button', { name: 'Activate card' }));
      expect(await screen.findByText('Your Visa Credit ending 6001 is ready to use.')).toBeInTheDocument();
      // The card it replaces is cancelled: one Visa in the list, the new one.
      expect(await screen.findByRole('listitem', { name: 'Visa Credit ending 6001' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Visa Credit ending 7001' })).toBeNull();
    });

    it('refuses online purchases for a card not yet activated, in words', async () => {
      const { user } = await setup();
      const fresh = await screen.findByRole('listitem', { name: 'New Visa Credit card' });
      await user.click(within(fresh).getByRole('switch', { name: 'Online purchases, New Visa Credit card' }));
      await user.click(within(fresh).getByRole('switch', { name: 'Overseas purchases, New Visa Credit card' }));
      expect(await within(fresh).findByText('Activate this card before you turn on online or overseas purchases.')).toBeInTheDocument();
      expect(within(fresh).getByRole('switch', { name: 'Overseas purchases, New Visa Credit card' })).not.toBeChecked();
    });
  });

  it('turns overseas purchases on for one card, and refuses it while the card is frozen', async () => {
    const { user, cards } = await setup();
    const overseas = await screen.findByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001' });
    expect(overseas).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Online purchases, Visa Debit ending 4001' })).toBeChecked();
    await user.click(overseas);
    expect(await screen.findByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001', checked: true })).toBeInTheDocument();
    expect((await cards.list())[0]?.overseasPurchases).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001' }));
    await user.click(screen.getByRole('switch', { name: 'Freeze Visa Debit ending 4001' }));
    await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001', checked: true });
    await user.click(screen.getByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001' }));
    const debit = screen.getByRole('listitem', { name: 'Visa Debit ending 4001' });
    expect(await within(debit).findByText('Unfreeze this card before you turn on online or overseas purchases.')).toBeInTheDocument();
    expect((await cards.list())[0]?.overseasPurchases).toBe(false);
  });
});
