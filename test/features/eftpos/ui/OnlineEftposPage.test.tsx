import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaWidgets } from '../../../../src/app/shell/AreaWidgets';
import OnlineEftposPage from '../../../../src/features/eftpos/ui/OnlineEftposPage';
import { renderWithServices } from '../../../support/renderWithServices';
import { eftposKit } from '../support/eftposKit';

async function setup() {
  const kit = await eftposKit();
  // The challenge dialog is the escalation area's widget, which the app renders once.
  renderWithServices(<><OnlineEftposPage /><AreaWidgets /></>, { container: kit.container, path: '/settings/online-eftpos' });
  return { ...kit, user: userEvent.setup() };
}

describe('OnlineEftposPage', () => {
  it('shows the switch on and the two requests with merchant, amount and expiry in Auckland time', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Online EFTPOS' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Online EFTPOS' })).toBeChecked();
    const kathmandu = screen.getByRole('listitem', { name: 'Kathmandu, $249.50' });
    expect(within(kathmandu).getByText(/Expires/)).toHaveTextContent('Expires 28 Nov 2026, 9:00 pm');
    expect(screen.getByRole('listitem', { name: 'Mighty Ape, $89.99' })).toBeInTheDocument();
    expect(document.title).toBe('Online EFTPOS | Kōwhai Bank');
  });

  it('declines a request with a chosen reason', async () => {
    const { user, eftpos } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Decline $89.99 to Mighty Ape' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline payment' });
    await user.click(within(dialog).getByRole('radio', { name: 'The amount is wrong' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByText('You declined the payment of $89.99 to Mighty Ape.')).toBeInTheDocument();
    expect(eftpos.declined).toEqual([{ requestId: 'eftpos-1000001-1', reason: 'The amount is wrong' }]);
    expect(screen.queryByRole('listitem', { name: 'Mighty Ape, $89.99' })).toBeNull();
  });

  it('refuses an empty reason of its own on the field', async () => {
    const { user, eftpos } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Decline $89.99 to Mighty Ape' }));
    await user.click(screen.getByRole('radio', { name: 'Another reason' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Decline payment' })).getByRole('button', { name: 'Decline payment' }));
    expect(screen.getByRole('textbox', { name: 'Your reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Tell us why you are declining this payment')).toBeInTheDocument();
    expect(eftpos.declined).toEqual([]);
  });

  it('approves from the chosen account after the SMS code', async () => {
    const { user, eftpos } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Approve $249.50 to Kathmandu' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve payment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pay from' }), '1000001-2');
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    const code = await screen.findByRole('textbox', { name: /code/i });
    await user.type(code, eftpos.safeguard.codeFor('op-1')!);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You approved the payment of $249.50 to Kathmandu.')).toBeInTheDocument();
    expect((await eftpos.overview()).accounts[1]!.available).toBe(612_040 - 24_950);
  });

  it('turns online EFTPOS off', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('switch', { name: 'Online EFTPOS' }));
    expect(await screen.findByText('Online EFTPOS is off. Turn it on to see payment requests from shops.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online EFTPOS' })).not.toBeChecked();
  });
});
