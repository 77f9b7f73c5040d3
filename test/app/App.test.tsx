import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { securityFeature } from '../../src/features/security';
import { PLATFORM_TOKENS } from '../../src/platform/tokens';
import { App } from '../../src/app/App';
import { AROHA } from '../support/demoData';
import { appKit, type AppKitOptions } from '../support/appKit';

async function start(options: AppKitOptions & { loggedIn?: boolean } = {}) {
  const app = appKit(options);
  if (options.loggedIn) {
    await app.session.start();
    await app.session.login(AROHA);
  }
  app.renderApp(<App />);
  return app;
}

describe('App route table', () => {
  it('shows the not-found page for an unknown path, titled with the bank name and noindex', async () => {
    await start({ path: '/no-such-page' });
    expect(await screen.findByText(/Sorry, the page you were looking for doesn't exist/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Kōwhai Bank'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('bare /online goes home for a logged-in customer (/online has children only)', async () => {
    const app = await start({ path: '/online', loggedIn: true });
    await waitFor(() => expect(app.path()).toBe('/online/dashboard'));
  });

  it("a path below one of /online's children (pay/*, payees/*, transfer/*, my-insurance/*, dashboard/*) opens that child's page", async () => {
    for (const [from, to] of [['/online/pay/anything', '/online/pay'], ['/online/transfer/x/y', '/online/transfer'], ['/online/payees/unknown/deeper', '/online/payees'], ['/online/my-insurance/zz', '/online/my-insurance']]) {
      const app = await start({ path: from!, loggedIn: true });
      await waitFor(() => expect(app.path()).toBe(to));
      cleanup();
    }
  });

  it('lets the login page be indexed', async () => {
    await start({ path: '/login' });
    await waitFor(() => expect(document.title).toBe('Log in | Kōwhai Bank'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  it('/apply goes to /, which on plain http goes to the login page for a visitor', async () => {
    const app = await start({ path: '/apply' });
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.pages.loads).toEqual([]);
  });

  it("/ on a secure connection sends a visitor to the bank's public site", async () => {
    const app = await start({ path: '/', secure: true });
    await waitFor(() => expect(app.pages.loads).toEqual(['https://www.kowhaibank.co.nz']));
  });

  it('/ for a logged-in customer goes to the dashboard, the new home while the flag is on', async () => {
    const app = await start({ path: '/', loggedIn: true });
    await waitFor(() => expect(app.path()).toBe('/online/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Kia ora, Aroha' })).toBeInTheDocument();
  });

  it('/dashboard goes to the old home when the ReactDashboard flag is off, and /online/dashboard is not found', async () => {
    const app = appKit({ path: '/dashboard' });
    app.features.set('ReactDashboard', false);
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<App />);
    await waitFor(() => expect(app.path()).toBe('/dashboard/legacy'));
    expect(await screen.findByText("You're using our classic home page.")).toBeInTheDocument();
    app.location.navigate('/online/dashboard');
    expect(await screen.findByText(/the page you were looking for doesn't exist/)).toBeInTheDocument();
  });

  it('with the ReactDashboard flag off, Home in the navigation leads to the old home, not to not-found', async () => {
    const app = appKit({ path: '/settings/details' });
    app.features.set('ReactDashboard', false);
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(app.path()).toBe('/dashboard/legacy'));
    expect(await screen.findByText("You're using our classic home page.")).toBeInTheDocument();
  });

  it("titles an area's page from its manifest", async () => {
    await start({ path: '/settings/details', loggedIn: true });
    await waitFor(() => expect(document.title).toBe('Contact details | Kōwhai Bank'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
  });

  it("shows the loading overlay while an area's code arrives (a loading control is registered)", async () => {
    const app = appKit({ path: '/login' });
    await app.session.start();
    await app.session.login(AROHA);
    // The security area's chunk is held back: the route's page waits on the same load.
    let arrive: () => void = () => undefined;
    const held = { ...securityFeature, load: () => new Promise<never>((resolve) => { arrive = () => resolve(securityFeature.load!() as never); }) };
    void app.container.get(PLATFORM_TOKENS.FeatureLoader).load(held);
    app.renderApp(<App />);
    act(() => { app.location.navigate('/security'); });
    await waitFor(() => expect(document.querySelector('.loading-overlay')).not.toBeNull());
    act(() => arrive());
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.loading-overlay')).toBeNull());
  });

  it("keeps the route table between clicks: coming back to an area's page asks the loader for nothing again", async () => {
    const app = await start({ path: '/settings/details', loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    const load = jest.spyOn(app.container.get(PLATFORM_TOKENS.FeatureLoader), 'load');
    act(() => { app.location.navigate('/security'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    act(() => { app.location.navigate('/settings/details'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    act(() => { app.location.navigate('/security'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    // Only the first visit to security asks (for it and the area it requires): the pages' lazy
    // components outlive a route switch.
    expect(load.mock.calls.map(([manifest]) => manifest.name)).toEqual(['security', 'escalation']);
  });

  it('hands a hand-off path to the server on a secure connection when navigated to', async () => {
    const app = await start({ path: '/apply/back-soon', secure: true });
    await screen.findByRole('heading', { name: "We'll be back soon" });
    app.location.navigate('/messages');
    await waitFor(() => expect(app.pages.loads).toEqual(['/messages']));
  });

  it('on a secure connection, moving to the contact details setup, Manage Cards or Online EFTPOS settings page loads it from the server', async () => {
    const app = await start({ path: '/settings/details', secure: true, loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    for (const path of ['/setup/internet-banking/details', '/settings/manage-cards', '/settings/online-eftpos']) {
      act(() => { app.location.navigate(path); });
      await waitFor(() => expect(app.pages.loads.at(-1)).toBe(path));
    }
    expect(app.pages.loads).toEqual(['/setup/internet-banking/details', '/settings/manage-cards', '/settings/online-eftpos']);
  });

  it('renders a hand-off path it was loaded at (the server chose to serve the app for it)', async () => {
    const app = await start({ path: '/login', secure: true });
    expect(await screen.findByRole('heading', { name: 'Log in to internet banking' })).toBeInTheDocument();
    expect(app.pages.loads).toEqual([]);
  });

  it('sends everyone to /apply/back-soon when a subsystem is down', async () => {
    const app = appKit({ path: '/login' });
    app.status.status = { contentApi: 'normal', onlineApi: 'Unavailable' };
    app.renderApp(<App />);
    await waitFor(() => expect(app.path()).toBe('/apply/back-soon'));
    expect(await screen.findByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
  });

  it('opening /apply/open-a invalidates the customer-actions list cache (the page then loads it afresh)', async () => {
    const app = appKit({ path: '/apply/open-a' });
    await app.session.start();
    await app.session.login(AROHA);
    await app.cache.fetch('customer-actions/list', async () => ['stale']);
    app.renderApp(<App />);
    expect(await screen.findByRole('heading', { name: 'Open & Apply' })).toBeInTheDocument();
    await waitFor(() => expect(app.cache.peek('customer-actions/list')).toEqual([]));
  });

  it('restores the session on start-up', async () => {
    const app = appKit({ path: '/security' });
    await app.login.execute(AROHA);
    app.tokens.forget();
    app.renderApp(<App />);
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after login from /login, a customer without a mobile goes to mobile setup', async () => {
    const { AROHA_CONTACT } = await import('../kernel/fakes/FakeContactService');
    const app = appKit({ path: '/login', contact: { ...AROHA_CONTACT, phones: [{ type: 'Home', number: '09 555 0101' }] } });
    app.renderApp(<App />);
    await app.session.start();
    await app.session.login(AROHA);
    await app.session.completeLogin({ intended: null });
    await waitFor(() => expect(app.path()).toBe('/setup/internet-banking/mobile'));
    expect(await screen.findByRole('heading', { name: 'Add your mobile number' })).toBeInTheDocument();
  });
});
