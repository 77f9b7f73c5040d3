import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaWidgets } from '../../../../src/app/shell/AreaWidgets';
import ManageCardsPage from '../../../../src/features/cards/ui/ManageCardsPage';
import { CARD_MESSAGES } from '../../../../src/features/cards/stores/CardsStore';
import { renderWithServices } from '../../../support/renderWithServices';
import { cardsKit } from '../support/cardsKit';

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
    expect((await cards.list())).toHaveLength(2);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and replace card' }));
    // The replacement needs the SMS step-up: nothing is cancelled until the code is given.
    const code = await screen.findByRole('textbox', { name: /code/i });
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active']);
    await user.type(code, cards.safeguard!.codeFor('op-1')!);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/We've cancelled your Visa Debit ending 4001 and ordered a replacement ending 5001/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Visa Debit ending 4001' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Visa Debit ending 5001' })).toBeInTheDocument();
  });

  it('keeps the card, and says so, when the customer cancels the SMS step-up', async () => {
    const { user, cards } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Report Visa Debit ending 4001 lost or stolen' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and replace card' }));
    await screen.findByRole('textbox', { name: /code/i });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your card has not been cancelled. You can freeze it straight away instead, or call us.')).toBeInTheDocument();
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active']);
  });

  it('keeps the card when the customer steps back at the confirm step', async () => {
    const { user, cards } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Report Visa Credit ending 7001 lost or stolen' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Keep my card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active']);
  });

  it('says so when a switch fails, and reports it', async () => {
    const { user, cards, monitoring } = await setup();
    cards.freeze = async () => { throw new Error('network down'); };
    await user.click(await screen.findByRole('switch', { name: 'Freeze Visa Debit ending 4001' }));
    expect(await screen.findByText(CARD_MESSAGES.freezeFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Freeze Visa Debit ending 4001' })).not.toBeChecked();
    expect(monitoring.reports.map((r) => r.queryKey)).toEqual(['cards/freeze']);
  });
});
