import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES_TOKENS } from '../../../src/features/messages';
import { Header } from '../../../src/app/shell/Header';
import { AROHA } from '../../support/demoData';
import type { FakeInboxService } from '../../features/messages/fakes/FakeInboxService';
import { appKit } from '../../support/appKit';

/**
 * The header over the test container (the production wiring: the session, its flags and the
 * messages area's unread count over their fakes); `flagsOff` and `emptyInbox` set the fakes first.
 */
async function setup({ loggedIn, emptyInbox = false, path = '/online/dashboard', flagsOff = [] }: {
  loggedIn: boolean; emptyInbox?: boolean; path?: string; flagsOff?: string[];
}) {
  const app = appKit({ path });
  const inbox = app.container.get(MESSAGES_TOKENS.InboxService) as FakeInboxService;
  if (emptyInbox) inbox.reset([]);
  for (const flag of flagsOff) app.features.set(flag, false);
  if (loggedIn) await app.session.login(AROHA);
  const onLogIn = jest.fn();
  const onLogOut = jest.fn();
  app.renderApp(<Header onLogIn={onLogIn} onLogOut={onLogOut} />);
  // Logged in, the navigation is a chunk of its own: the header is complete once it has arrived.
  if (loggedIn) await screen.findByRole('navigation', { name: 'Main' });
  return { onLogIn, onLogOut, inbox, user: userEvent.setup() };
}

describe('Header', () => {
  it('logged in with ReactPayAndTransfer off: no Pay or Transfer link leads to a not-found page', async () => {
    await setup({ loggedIn: true, flagsOff: ['ReactPayAndTransfer'] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Open & Apply' })).toBeInTheDocument();
  });

  it('offers no second "Log in" on the login page, which has its own form', async () => {
    await setup({ loggedIn: false, path: '/login' });
    expect(screen.getByRole('link', { name: 'Kōwhai Bank home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('sends the brand link home through /dashboard (the new or old home by the flag)', async () => {
    await setup({ loggedIn: true });
    expect(screen.getByRole('link', { name: 'Kōwhai Bank home' })).toHaveAttribute('href', '/dashboard');
  });

  it('logged out: the brand and Log in, no navigation, no inbox call', async () => {
    const { onLogIn, user, inbox } = await setup({ loggedIn: false });
    expect(screen.getByRole('link', { name: 'Kōwhai Bank home' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalled();
    expect(inbox.listCalls).toBe(0);
  });

  it("logged in: navigation, Log out and the messages indicator reading '(2 new)'", async () => {
    const { onLogOut, user } = await setup({ loggedIn: true });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Messages (2 new)' })).toHaveAttribute('href', '/messages');
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(onLogOut).toHaveBeenCalled();
  });

  it("reads '(no unread)' for an empty inbox", async () => {
    await setup({ loggedIn: true, emptyInbox: true });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages (no unread)' })).toBeInTheDocument());
  });
});
