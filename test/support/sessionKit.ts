import type { Contact } from '../../src/kernel/domain/Contact';
import { SessionStore } from '../../src/features/session/stores/SessionStore';
import { ActivityRefresh } from '../../src/features/session/core/use-cases/ActivityRefresh';
import { ExpireSession } from '../../src/features/session/core/use-cases/ExpireSession';
import { Login } from '../../src/features/session/core/use-cases/Login';
import { Logout } from '../../src/features/session/core/use-cases/Logout';
import { LowPrivCountdown } from '../../src/features/session/core/use-cases/LowPrivCountdown';
import { MonitorSession } from '../../src/features/session/core/use-cases/MonitorSession';
import { RefreshSession } from '../../src/features/session/core/use-cases/RefreshSession';
import { RestoreSession } from '../../src/features/session/core/use-cases/RestoreSession';
import { SessionRecord } from '../../src/features/session/core/use-cases/SessionRecord';
import { WatchInactivity } from '../../src/features/session/core/use-cases/WatchInactivity';
import { HandleApiError } from '../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../src/kernel/services/QueryCache';
import { RedirectAfterLogin } from '../../src/features/session/core/use-cases/RedirectAfterLogin';
import { AROHA, LIAM, MERE, TAMA } from './demoData';
import { FakeActivitySource } from '../kernel/fakes/FakeActivitySource';
import { FakeClock } from '../kernel/fakes/FakeClock';
import { FakeContactService } from '../kernel/fakes/FakeContactService';
import { FakeCookieJar } from '../kernel/fakes/FakeCookieJar';
import { FakeMonitoring } from '../kernel/fakes/FakeMonitoring';
import { FakeNativeBridge } from '../kernel/fakes/FakeNativeBridge';
import { FakeNavigator } from '../kernel/fakes/FakeNavigator';
import { FakeSessionStorage } from '../kernel/fakes/FakeSessionStorage';
import { FakeTokenService } from '../features/session/fakes/FakeTokenService';

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
