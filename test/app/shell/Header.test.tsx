import { testQueryCache } from '../../support/testQueryCache';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { LoadUnreadCount } from '../../../src/features/messages/core/use-cases/LoadUnreadCount';
import { UnreadCountStore } from '../../../src/features/messages/stores/UnreadCountStore';
import { MESSAGES_TOKENS } from '../../../src/features/messages';
import { Header } from '../../../src/app/shell/Header';
import { AROHA } from '../../support/demoData';
import { FakeInboxService } from '../../features/messages/fakes/FakeInboxService';
import { sessionKit, sessionStoreOf } from '../../support/sessionKit';
import { renderWithServices } from '../../support/renderWithServices';
import { SESSION_TOKENS } from '../../../src/features/session/tokens';
import { FeatureStore } from '../../../src/features/session/stores/FeatureStore';
import { LoadFeatures } from '../../../src/features/session/core/use-cases/LoadFeatures';
import { FakeFeatureService } from '../../features/session/fakes/FakeFeatureService';

async function setup({ loggedIn, inbox = new FakeInboxService(), path = '/online/dashboard', flags = new FakeFeatureService() }: {
  loggedIn: boolean; inbox?: FakeInboxService; path?: string; flags?: FakeFeatureService;
}) {
  const kit = sessionKit();
  const session = sessionStoreOf(kit);
  if (loggedIn) await session.login(AROHA);
  const container = new Container();
  container.bind(SESSION_TOKENS.SessionStore).toConstantValue(session);
  container.bind(SESSION_TOKENS.FeatureStore).toConstantValue(new FeatureStore(new LoadFeatures(flags, kit.cache), session));
  container.bind(MESSAGES_TOKENS.UnreadCountStore).toConstantValue(new UnreadCountStore(new LoadUnreadCount(inbox, testQueryCache()), testQueryCache()));
  const onLogIn = jest.fn();
  const onLogOut = jest.fn();
  renderWithServices(<Header onLogIn={onLogIn} onLogOut={onLogOut} />, { container, path });
  // Logged in, the navigation is a chunk of its own: the header is complete once it has arrived.
  if (loggedIn) await screen.findByRole('navigation', { name: 'Main' });
  return { onLogIn, onLogOut, inbox, user: userEvent.setup() };
}

describe('Header', () => {
  it('logged in with ReactPayAndTransfer off: no Pay or Transfer link leads to a not-found page', async () => {
    const flags = new FakeFeatureService();
    flags.set('ReactPayAndTransfer', false);
    await setup({ loggedIn: true, flags });
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
    await setup({ loggedIn: true, inbox: new FakeInboxService([]) });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages (no unread)' })).toBeInTheDocument());
  });
});
