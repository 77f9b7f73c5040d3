import { act, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { FEATURES } from '../../src/app/features';
import { navigationOf, TOP_NAVIGATION } from '../../src/app/shell/navigation/navItems';
import { flagsOf } from '../../src/app/shell/navigation/useShownNavigation';
import type { FeatureManifest, FeatureRoute } from '../../src/platform/manifest/FeatureManifest';
import { FIRST_LOAD_ATTRIBUTE } from '../../src/platform/ui/loading/loadingTimings';
import { AROHA } from '../support/demoData';
import { appKit } from '../support/appKit';

/**
 * Spec §7, "Feature list fetch: only when logged in and a flag is required; on error treated as
 * an empty list", over the whole logged-in shell (header, top navigation, tab bar and More menu,
 * route table, page gates), counting the calls on the fake FeatureService.
 */

/** The areas with the flags taken off these routes: their pages, and the links to them, need none. */
function withoutFlagsOn(paths: readonly string[]): FeatureManifest[] {
  const withoutFlag = ({ flag: _flag, ...route }: FeatureRoute): FeatureRoute => route;
  return FEATURES.map((feature) => ({
    ...feature,
    ...(feature.routes ? { routes: feature.routes.map((route) => (paths.includes(route.path) ? withoutFlag(route) : route)) } : {}),
  }));
}

/** The app's areas, but Pay and Transfer need no flag: no link of the navigation depends on one. */
const NAVIGATION_WITHOUT_FLAGS = withoutFlagsOn(['/online/pay', '/online/transfer']);

async function start({ path, loggedIn = true, features }: { path: string; loggedIn?: boolean; features?: readonly FeatureManifest[] }) {
  const app = appKit({ path });
  await app.session.start();
  if (loggedIn) await app.session.login(AROHA);
  app.renderApp(features ? <App features={features} /> : <App />);
  return app;
}

/** The logged-in shell is complete: the page's heading, the top navigation and the More menu have arrived. */
async function shellShows(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await screen.findByRole('navigation', { name: 'Main' });
  await screen.findByRole('navigation', { name: 'Tab bar' });
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
}

// The More menu's links mount after the first screen: let them, so every navigation is on screen.
beforeEach(() => document.documentElement.setAttribute(FIRST_LOAD_ATTRIBUTE, 'true'));
afterEach(() => document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE));

describe('the feature list fetch (spec §7)', () => {
  it("the app's navigation depends on one flag: Pay and Transfer are there only with ReactPayAndTransfer", () => {
    expect(flagsOf(TOP_NAVIGATION)).toEqual(['ReactPayAndTransfer']);
    expect(flagsOf(navigationOf(NAVIGATION_WITHOUT_FLAGS))).toEqual([]);
  });

  it('logged out: never fetched, on the login page or on a flag-gated page (which asks for a login first)', async () => {
    const app = await start({ path: '/login', loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log in to internet banking' })).toBeInTheDocument();
    act(() => { app.location.navigate('/online/dashboard'); });
    expect(await screen.findByRole('dialog', { name: 'Log in to internet banking' })).toBeInTheDocument();
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)); });
    expect(app.features.calls).toBe(0);
  });

  it('logged in, on a page that needs no flag, with a navigation whose links need none: not fetched', async () => {
    const app = await start({ path: '/settings/details', features: NAVIGATION_WITHOUT_FLAGS });
    await shellShows('Contact details');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pay' })).toBeInTheDocument();
    expect(app.features.calls).toBe(0);
  });

  it('the same shell fetches once a page needs a flag, and only once for the pages after it', async () => {
    const app = await start({ path: '/settings/details', features: NAVIGATION_WITHOUT_FLAGS });
    await shellShows('Contact details');
    expect(app.features.calls).toBe(0);
    act(() => { app.location.navigate('/online/dashboard'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeInTheDocument();
    expect(app.features.calls).toBe(1);
    act(() => { app.location.navigate('/security'); });
    await shellShows('Security');
    act(() => { app.location.navigate('/online/dashboard'); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeInTheDocument();
    expect(app.features.calls).toBe(1);
  });

  it("logged in with the app's own navigation (Pay and Transfer need a flag): fetched once, on any page, and not again page after page", async () => {
    const app = await start({ path: '/settings/details' });
    await shellShows('Contact details');
    expect(app.features.calls).toBe(1);
    for (const [path, heading] of [['/security', 'Security'], ['/online/dashboard', 'Kia ora, Aroha'], ['/settings/details', 'Contact details']] as const) {
      act(() => { app.location.navigate(path); });
      await shellShows(heading);
    }
    expect(app.features.calls).toBe(1);
  });

  it('on an error the list reads as empty: every flag off, so no Pay or Transfer link and a flag-gated page is not found', async () => {
    const app = appKit({ path: '/online/dashboard' });
    app.features.failWith = new Error('Network Error');
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<App />);
    expect(await screen.findByText(/the page you were looking for doesn't exist/)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Open & Apply' })).toBeInTheDocument();
    expect(app.features.calls).toBe(1);
  });
});
