import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../../src/kernel/services/QueryCache';
import { CheckSystemStatus } from '../../../src/app/core/use-cases/CheckSystemStatus';
import { RoutingStore } from '../../../src/app/stores/RoutingStore';
import { SystemStatusStore } from '../../../src/app/stores/SystemStatusStore';
import { ContactSetupStore } from '../../../src/features/contact/stores/ContactSetupStore';
import { FakeClock } from '../../kernel/fakes/FakeClock';
import { FakeContactService } from '../../kernel/fakes/FakeContactService';
import { FakeMonitoring } from '../../kernel/fakes/FakeMonitoring';
import { FakeNativeBridge } from '../../kernel/fakes/FakeNativeBridge';
import { FakeNavigator } from '../../kernel/fakes/FakeNavigator';
import { FakePageLoader } from '../../kernel/fakes/FakePageLoader';
import { FakeSystemStatusService } from '../fakes/FakeSystemStatusService';

const cacheOf = () => new QueryCache(new FakeClock(), new HandleApiError(new FakeMonitoring()));
/** The browser: no native app around the page. */
const browser = () => new FakeNativeBridge(new FakeClock(), false);

describe('RoutingStore', () => {
  it('hands the hand-off paths to the server on a secure connection, except the page it landed on', () => {
    const pages = new FakePageLoader(true);
    const routing = new RoutingStore(pages, cacheOf(), browser());
    routing.landedAt('/login');
    expect(routing.shouldHandOff('/login?loggedOut=true')).toBe(false);
    expect(routing.shouldHandOff('/messages')).toBe(true);
    expect(routing.shouldHandOff('/security')).toBe(false);
    routing.handOff('/messages');
    expect(pages.loads).toEqual(['/messages']);
  });

  it('in the webview, renders only the apply and online paths and hands every other to the native app', () => {
    const pages = new FakePageLoader(true);
    const native = new FakeNativeBridge(new FakeClock(), true);
    const routing = new RoutingStore(pages, cacheOf(), native);
    routing.landedAt('/online/dashboard');
    expect(routing.shouldHandOff('/online/dashboard')).toBe(false);
    expect(routing.shouldHandOff('/apply/open-a')).toBe(false);
    expect(routing.shouldHandOff('/security')).toBe(true);
    expect(routing.shouldHandOff('/messages')).toBe(true);
    routing.handOff('/security');
    expect(native.sent).toEqual(['kowhaibank://link?path=%2Fsecurity']);
    expect(pages.loads).toEqual([]);
  });

  it('renders every path client-side on plain http (local development)', () => {
    const routing = new RoutingStore(new FakePageLoader(false), cacheOf(), browser());
    routing.landedAt('/');
    expect(routing.shouldHandOff('/messages')).toBe(false);
    expect(routing.isSecureConnection).toBe(false);
  });

  it("leaves for the bank's public site", () => {
    const pages = new FakePageLoader(true);
    new RoutingStore(pages, cacheOf(), browser()).leaveForPublicSite();
    expect(pages.loads).toEqual(['https://www.kowhaibank.co.nz']);
  });

  it('invalidates the customer-actions list when /apply/open-a opens', async () => {
    const cache = cacheOf();
    await cache.fetch('customer-actions/list', async () => ['old']);
    new RoutingStore(new FakePageLoader(), cache, browser()).enteredOpenApply();
    expect(cache.peek('customer-actions/list')).toBeUndefined();
  });
});

describe('SystemStatusStore', () => {
  it('records a down system after sending the customer to /apply/back-soon', async () => {
    const status = new FakeSystemStatusService();
    status.status = { contentApi: 'Normal', onlineApi: 'Offline' };
    const navigator = new FakeNavigator('/login');
    const store = new SystemStatusStore(new CheckSystemStatus(status, navigator, new HandleApiError(new FakeMonitoring())));
    await store.check();
    expect(store).toMatchObject({ down: true, checked: true });
    expect(navigator.path).toBe('/apply/back-soon');
  });
});

describe('ContactSetupStore', () => {
  it('loads the contact details, and says when it could not', async () => {
    const store = new ContactSetupStore(new FakeContactService(), cacheOf());
    await store.load();
    expect(store.contact?.email).toBe('aroha.ngata@example.co.nz');
    const failing = new FakeContactService();
    failing.failing = true;
    const other = new ContactSetupStore(failing, cacheOf());
    await other.load();
    expect(other.failed).toBe(true);
  });
});
