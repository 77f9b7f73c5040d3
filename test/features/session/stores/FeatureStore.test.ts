import { LoadFeatures } from '../../../../src/features/session/core/use-cases/LoadFeatures';
import { FeatureStore } from '../../../../src/features/session/stores/FeatureStore';
import { AROHA, TAMA } from '../../../support/demoData';
import { FakeFeatureService } from '../fakes/FakeFeatureService';
import { sessionKit, sessionStoreOf } from '../../../support/sessionKit';

function setup() {
  const kit = sessionKit();
  const session = sessionStoreOf(kit);
  const service = new FakeFeatureService();
  return { kit, session, service, store: new FeatureStore(new LoadFeatures(service, kit.cache), session) };
}

describe('FeatureStore', () => {
  it('does not fetch while logged out', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    expect(service.calls).toBe(0);
    expect(store.ready).toBe(false);
    expect(store.isEnabled('ReactDashboard')).toBe(false);
  });

  it('fetches once when logged in and answers case-insensitively', async () => {
    const { session, service, store } = setup();
    await session.login(AROHA);
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(service.calls).toBe(1);
    expect(store.ready).toBe(true);
    expect(store.isEnabled('reactDASHBOARD')).toBe(true);
  });

  it('loads again for the next customer after a logout', async () => {
    const { session, service, store } = setup();
    await session.login(AROHA);
    await store.ensureLoaded();
    await session.logout();
    expect(store.ready).toBe(false);
    service.set('ReactDashboard', false);
    await session.login(TAMA);
    await store.ensureLoaded();
    expect(service.calls).toBe(2);
    expect(store.isEnabled('ReactDashboard')).toBe(false);
  });

  it('is ready with every flag off when the call fails', async () => {
    const { session, service, store } = setup();
    service.failWith = new Error('boom');
    await session.login(AROHA);
    await store.ensureLoaded();
    expect(store.ready).toBe(true);
    expect(store.isEnabled('ReactDashboard')).toBe(false);
  });
});
