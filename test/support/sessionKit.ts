import type { SessionStore } from '../../src/features/session/stores/SessionStore';
import { SESSION_TOKENS as S } from '../../src/features/session/tokens';
import { PLATFORM_TOKENS as P } from '../../src/platform/tokens';
import type { FakeActivitySource } from '../kernel/fakes/FakeActivitySource';
import type { FakeClock } from '../kernel/fakes/FakeClock';
import type { FakeContactService } from '../kernel/fakes/FakeContactService';
import type { FakeCookieJar } from '../kernel/fakes/FakeCookieJar';
import type { FakeMonitoring } from '../kernel/fakes/FakeMonitoring';
import type { FakeNativeBridge } from '../kernel/fakes/FakeNativeBridge';
import type { FakeNavigator } from '../kernel/fakes/FakeNavigator';
import type { FakeSessionStorage } from '../kernel/fakes/FakeSessionStorage';
import type { FakeTokenService } from '../features/session/fakes/FakeTokenService';
import { createTestContainer } from './testContainer';
import type { TestOptions } from './testOptions';

/** The session's use-cases and the fakes under them, from the test container (the production wiring). */
export function sessionKit(options: TestOptions = {}) {
  const container = createTestContainer(options);
  return {
    container,
    clock: container.get(P.Clock) as FakeClock,
    tokens: container.get(S.TokenService) as FakeTokenService,
    storage: container.get(P.SessionStorage) as FakeSessionStorage,
    cookies: container.get(P.CookieJar) as FakeCookieJar,
    bridge: container.get(P.NativeBridge) as FakeNativeBridge,
    navigator: container.get(P.Navigator) as FakeNavigator,
    monitoring: container.get(P.Monitoring) as FakeMonitoring,
    activity: container.get(P.ActivitySource) as FakeActivitySource,
    contacts: container.get(P.ContactService) as FakeContactService,
    errors: container.get(P.HandleApiError),
    cache: container.get(P.QueryCache),
    record: container.get(S.SessionRecord),
    refresh: container.get(S.RefreshSession),
    expire: container.get(S.ExpireSession),
    login: container.get(S.Login),
    restore: container.get(S.RestoreSession),
    logout: container.get(S.Logout),
    monitor: container.get(S.MonitorSession),
    redirectAfterLogin: container.get(S.RedirectAfterLogin),
  };
}

export type SessionKit = ReturnType<typeof sessionKit>;

/** Lets pending promise callbacks run (fake timers fire synchronously; refreshes are async). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** The kit's SessionStore (one per container, as in the app). */
export function sessionStoreOf(kit: SessionKit): SessionStore {
  return kit.container.get(S.SessionStore);
}
