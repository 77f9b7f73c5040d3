import type { Contact } from '../../src/core/domain/Contact';
import { SessionStore } from '../../src/stores/session/SessionStore';
import { ActivityRefresh } from '../../src/core/use-cases/session/ActivityRefresh';
import { ExpireSession } from '../../src/core/use-cases/session/EndSession';
import { Login } from '../../src/core/use-cases/session/Login';
import { Logout } from '../../src/core/use-cases/session/Logout';
import { LowPrivCountdown } from '../../src/core/use-cases/session/LowPrivCountdown';
import { MonitorSession } from '../../src/core/use-cases/session/MonitorSession';
import { RefreshSession } from '../../src/core/use-cases/session/RefreshSession';
import { RestoreSession } from '../../src/core/use-cases/session/RestoreSession';
import { SessionRecord } from '../../src/core/use-cases/session/SessionRecord';
import { WatchInactivity } from '../../src/core/use-cases/session/WatchInactivity';
import { HandleApiError } from '../../src/core/use-cases/errors/HandleApiError';
import { QueryCache } from '../../src/core/use-cases/query/QueryCache';
import { RedirectAfterLogin } from '../../src/core/use-cases/session/RedirectAfterLogin';
import { AROHA, LIAM, MERE, TAMA } from '../fakes/demoData';
import { FakeActivitySource } from '../fakes/FakeActivitySource';
import { FakeClock } from '../fakes/FakeClock';
import { FakeContactService } from '../fakes/FakeContactService';
import { FakeCookieJar } from '../fakes/FakeCookieJar';
import { FakeMonitoring } from '../fakes/FakeMonitoring';
import { FakeNativeBridge } from '../fakes/FakeNativeBridge';
import { FakeNavigator } from '../fakes/FakeNavigator';
import { FakeSessionStorage } from '../fakes/FakeSessionStorage';
import { FakeTokenService } from '../fakes/FakeTokenService';

/** Every session use-case wired to fakes, as the session module wires the real adapters. */
export function sessionKit(options: { webview?: boolean; lowprivIn?: number; path?: string; contact?: Contact } = {}) {
  const clock = new FakeClock();
  const tokens = new FakeTokenService([AROHA, TAMA, LIAM, MERE], options.lowprivIn ?? 600);
  const storage = new FakeSessionStorage();
  const cookies = new FakeCookieJar();
  const record = new SessionRecord(storage, cookies);
  const bridge = new FakeNativeBridge(clock, options.webview ?? false);
  const navigator = new FakeNavigator(options.path ?? '/');
  const monitoring = new FakeMonitoring();
  const activity = new FakeActivitySource();
  const contacts = new FakeContactService(options.contact);
  const errors = new HandleApiError(monitoring);
  const cache = new QueryCache(clock, errors);
  const refresh = new RefreshSession(tokens, record, clock);
  const expire = new ExpireSession(tokens, record, cache, bridge);
  return {
    clock, tokens, storage, cookies, record, bridge, navigator, monitoring, activity, contacts, errors, cache,
    refresh, expire,
    login: new Login(tokens, record, clock),
    restore: new RestoreSession(refresh, tokens, record, bridge, clock),
    logout: new Logout(tokens, expire, navigator, bridge),
    monitor: new MonitorSession(new WatchInactivity(clock), new LowPrivCountdown(clock), new ActivityRefresh(activity, clock, record, refresh), refresh),
    redirectAfterLogin: new RedirectAfterLogin(contacts, errors),
  };
}

export type SessionKit = ReturnType<typeof sessionKit>;

/** Lets pending promise callbacks run (fake timers fire synchronously; refreshes are async). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A SessionStore over the kit's use-cases. */
export function sessionStoreOf(kit: SessionKit): SessionStore {
  return new SessionStore({
    login: kit.login, restore: kit.restore, logout: kit.logout, expire: kit.expire, monitor: kit.monitor,
    redirectAfterLogin: kit.redirectAfterLogin, errors: kit.errors, navigator: kit.navigator,
  });
}
