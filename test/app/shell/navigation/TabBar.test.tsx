import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from '../../../../src/app/shell/navigation/TabBar';
import { FIRST_LOAD_ATTRIBUTE } from '../../../../src/platform/ui/loading/loadingTimings';
import { renderWithServices } from '../../../support/renderWithServices';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';

// The menu's links arrive after the first screen (its heading and the first-load signal).
beforeEach(() => document.documentElement.setAttribute(FIRST_LOAD_ATTRIBUTE, 'true'));
afterEach(() => document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE));

function setup({ label = '(2 new)', unread = 2 }: { label?: string | null; unread?: number | null } = {}) {
  const onLogOut = jest.fn();
  const view = renderWithServices(<><h1>Home</h1><TabBar messagesLabel={label} unread={unread} onLogOut={onLogOut} /></>, { path: '/online/dashboard' });
  const tabs = screen.getByRole('navigation', { name: 'Tab bar' });
  return { ...view, onLogOut, tabs, user: userEvent.setup(), more: within(tabs).getByRole('button', { name: 'More' }) };
}

describe('TabBar', () => {
  it('has Home, Pay, Transfer, Messages with its unread count, and More', () => {
    const { tabs } = setup();
    expect(within(tabs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'], ['Pay', '/online/pay'], ['Transfer', '/online/transfer'], ['2Messages (2 new)', '/messages'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Messages (2 new)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no badge when nothing is unread, and says so', () => {
    const { tabs } = setup({ label: '(no unread)', unread: 0 });
    expect(within(tabs).getByRole('link', { name: 'Messages (no unread)' }).textContent).toBe('Messages (no unread)');
  });

  it('More opens the menu: Messages and Log out first, then every destination of the spec and the public site', async () => {
    const { user, more, onLogOut } = setup();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const names = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(names.slice(0, 1)).toEqual(['Messages (2 new)']);
    expect(names).toEqual(expect.arrayContaining([
      'Home', 'Pay', 'Transfer', 'Open & Apply', 'My insurance', 'KiwiSaver', 'Help', 'My payees', 'International', 'Direct debits', 'Automatic payments',
      'Contact details', 'Tax details', 'Personalise', 'Quick view', 'Security', 'Alerts', 'Manage Cards', 'Online EFTPOS', 'Contact us',
      'Kōwhai Bank website (opens in a new tab)',
    ]));
    expect(within(menu).getByRole('list', { name: 'Payees' })).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Settings' })).toBeInTheDocument();
    const site = within(menu).getByRole('link', { name: 'Kōwhai Bank website (opens in a new tab)' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalled();
  });

  it('Escape closes the menu with focus back on More', async () => {
    const { user, more } = setup();
    await user.click(more);
    await screen.findByRole('navigation', { name: 'Menu' });
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Messages (2 new)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, more, location } = setup();
    await user.click(more);
    await user.click(within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Security' }));
    expect(location.history?.at(-1)).toBe('/security');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads just "Messages" while the count is unknown', () => {
    const { tabs } = setup({ label: null, unread: null });
    expect(within(tabs).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});

describe('TabBar with a flag off', () => {
  it('leaves out Pay and Transfer, in the bar and in the More menu, when ReactPayAndTransfer is off (no link to a not-found page)', async () => {
    const app = appKit({ path: '/online/dashboard' });
    app.features.set('ReactPayAndTransfer', false);
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<><h1>Home</h1><TabBar messagesLabel="(no unread)" unread={0} onLogOut={jest.fn()} /></>);
    const tabs = screen.getByRole('navigation', { name: 'Tab bar' });
    await waitFor(() => expect(within(tabs).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/dashboard', '/messages']));
    await userEvent.setup().click(within(tabs).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const names = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(names).not.toContain('Pay');
    expect(names).not.toContain('Transfer');
    expect(names).toContain('Open & Apply');
  });
});
