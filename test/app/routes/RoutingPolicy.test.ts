import { FEATURES } from '../../../src/app/features';
import { handOffPathsOf, SERVER_PAGES, webviewPathsOf } from '../../../src/app/routes/paths';
import { RoutingPolicy } from '../../../src/app/routes/RoutingPolicy';
import type { NativeBridge } from '../../../src/kernel/ports/NativeBridge';
import { FakeClock } from '../../kernel/fakes/FakeClock';
import { FakeNativeBridge } from '../../kernel/fakes/FakeNativeBridge';
import { FakePageLoader } from '../../kernel/fakes/FakePageLoader';

/** The browser: no native app around the page. */
const browser = () => new FakeNativeBridge(new FakeClock(), false);
/** The policy with the path lists the app derives from its feature manifests. */
const policy = (pages: FakePageLoader, native: NativeBridge) => new RoutingPolicy(pages, native, {
  handOff: handOffPathsOf(FEATURES), webview: webviewPathsOf(FEATURES), serverPages: SERVER_PAGES,
});

describe('RoutingPolicy', () => {
  it('hands the hand-off paths to the server on a secure connection, except the page it landed on', () => {
    const pages = new FakePageLoader(true);
    const routing = policy(pages, browser());
    routing.landedAt('/login');
    expect(routing.shouldHandOff('/login?loggedOut=true')).toBe(false);
    expect(routing.shouldHandOff('/messages')).toBe(true);
    expect(routing.shouldHandOff('/security')).toBe(false);
    routing.handOff('/messages');
    expect(pages.loads).toEqual(['/messages']);
  });

  it('on a secure connection loads each of the contact details setup, Manage Cards and Online EFTPOS settings pages from the server', () => {
    const pages = new FakePageLoader(true);
    const routing = policy(pages, browser());
    routing.landedAt('/online/dashboard');
    for (const path of ['/setup/internet-banking/details', '/settings/manage-cards', '/settings/online-eftpos']) {
      expect(routing.shouldHandOff(path)).toBe(true);
      routing.handOff(path);
    }
    expect(pages.loads).toEqual(['/setup/internet-banking/details', '/settings/manage-cards', '/settings/online-eftpos']);
    // The app's own pages beside them stay here: /manage-cards, /settings/details.
    expect(routing.shouldHandOff('/manage-cards')).toBe(false);
    expect(routing.shouldHandOff('/settings/details')).toBe(false);
  });

  it('keeps the client-side routes (apply, online, dashboard) here even if a hand-off list names one', () => {
    const routing = new RoutingPolicy(new FakePageLoader(true), browser(), {
      handOff: ['/online/pay', '/apply/*', '/dashboard', '/online-eftpos/*', '/applying'],
      webview: [],
    });
    routing.landedAt('/');
    for (const path of ['/online/pay', '/apply/open-a', '/apply', '/dashboard', '/Online/Pay?x=1']) {
      expect(routing.shouldHandOff(path)).toBe(false);
    }
    // Only the three roots themselves: a path that merely begins with the same letters is not one.
    expect(routing.shouldHandOff('/online-eftpos/1')).toBe(true);
    expect(routing.shouldHandOff('/applying')).toBe(true);
  });

  it('in the webview, renders only the apply and online paths and hands every other to the native app', () => {
    const pages = new FakePageLoader(true);
    const native = new FakeNativeBridge(new FakeClock(), true);
    const routing = policy(pages, native);
    routing.landedAt('/online/dashboard');
    expect(routing.shouldHandOff('/online/dashboard')).toBe(false);
    expect(routing.shouldHandOff('/apply/open-a')).toBe(false);
    expect(routing.shouldHandOff('/security')).toBe(true);
    expect(routing.shouldHandOff('/messages')).toBe(true);
    routing.handOff('/security');
    expect(native.sent).toEqual(['kowhaibank://link?v=1&url=%2Fsecurity']);
    expect(pages.loads).toEqual([]);
  });

  it('renders every path client-side on plain http (local development)', () => {
    const routing = policy(new FakePageLoader(false), browser());
    routing.landedAt('/');
    expect(routing.shouldHandOff('/messages')).toBe(false);
    expect(routing.isSecureConnection).toBe(false);
  });

  it("loads the server's own pages (loan status, my accounts, digital signature) from the server on plain http too: the sandbox serves them everywhere", () => {
    const pages = new FakePageLoader(false);
    const routing = policy(pages, browser());
    routing.landedAt('/dashboard');
    for (const path of ['/loan-status', '/loan-status/42', '/my-accounts/123?tab=2', '/digital-signature/x', '/open-a/account/selection']) {
      expect(routing.shouldHandOff(path)).toBe(true);
    }
    expect(routing.shouldHandOff('/payees')).toBe(false);
  });

  it("leaves for the bank's public site", () => {
    const pages = new FakePageLoader(true);
    policy(pages, browser()).leaveForPublicSite();
    expect(pages.loads).toEqual(['https://www.kowhaibank.co.nz']);
  });
});
