import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '../../../../src/app/shell/navigation/MobileMenu';
import { renderWithServices } from '../../../support/renderWithServices';

function setup(messagesLabel: string | null = '(2 new)') {
  const onLogOut = jest.fn();
  const view = renderWithServices(<MobileMenu messagesLabel={messagesLabel} onLogOut={onLogOut} />, { path: '/online/dashboard' });
  return { ...view, onLogOut, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Menu' }) };
}

describe('MobileMenu', () => {
  it('is a closed disclosure until the Menu button is pressed', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('has the whole navigation plus Messages and the public site', async () => {
    const { user, button } = setup();
    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const names = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual([
      'Home', 'Pay', 'Transfer', 'My payees', 'International', 'Direct debits', 'Open & Apply',
      'Contact details', 'Tax details', 'Personalise', 'Quick view', 'Security', 'Alerts', 'Manage Cards', 'Online EFTPOS', 'Contact us', 'Statements and letters',
      'Messages (2 new)', 'Kōwhai Bank website (opens in a new tab)',
    ]);
    expect(within(menu).getByRole('list', { name: 'Payees' })).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Messages (2 new)' })).toHaveAttribute('href', '/messages');
  });

  it('opens the public site in a new tab with noopener noreferrer', async () => {
    const { user, button } = setup();
    await user.click(button);
    const site = screen.getByRole('link', { name: 'Kōwhai Bank website (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://www.kowhaibank.co.nz');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads just "Messages" while the count is unknown', async () => {
    const { user, button } = setup(null);
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, button, location } = setup();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Security' }));
    expect(location.history?.at(-1)).toBe('/security');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from its footer', async () => {
    const { user, button, onLogOut } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalled();
  });
});
