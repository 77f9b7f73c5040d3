import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { CheckSystemStatus } from '../../../src/app/core/use-cases/CheckSystemStatus';
import { STATUS_STALE_MS, SystemStatusStore } from '../../../src/app/stores/SystemStatusStore';
import { FakeClock } from '../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../kernel/fakes/FakeMonitoring';
import { FakeNavigator } from '../../kernel/fakes/FakeNavigator';
import { FakeSystemStatusService } from '../fakes/FakeSystemStatusService';

function setup(path = '/login') {
  const status = new FakeSystemStatusService();
  const navigator = new FakeNavigator(path);
  const clock = new FakeClock();
  const store = new SystemStatusStore(new CheckSystemStatus(status, navigator, new HandleApiError(new FakeMonitoring())), clock);
  return { status, navigator, clock, store };
}

describe('SystemStatusStore', () => {
  it('records a down system after sending the customer to /apply/back-soon', async () => {
    const { status, navigator, store } = setup();
    status.status = { contentApi: 'Normal', onlineApi: 'Offline' };
    await store.check();
    expect(store).toMatchObject({ down: true, checked: true });
    expect(navigator.path).toBe('/apply/back-soon');
  });

  it('mid-session, reads the status again only once the last reading is stale, and follows a system that went down', async () => {
    const { status, navigator, clock, store } = setup('/online/dashboard');
    status.status = { contentApi: 'Normal', onlineApi: 'Normal' };
    await store.check();
    status.status = { contentApi: 'Normal', onlineApi: 'Offline' };
    clock.advance(STATUS_STALE_MS - 1);
    await store.checkIfStale();
    expect(store.down).toBe(false);
    expect(navigator.path).toBe('/online/dashboard');
    clock.advance(1);
    await store.checkIfStale();
    expect(store.down).toBe(true);
    expect(navigator.path).toBe('/apply/back-soon');
  });

  it('ages a reading on the bank time its answer brought: a device clock 10 minutes fast, corrected by the first answer, still reads it again 5 minutes on', async () => {
    const { status, navigator, clock, store } = setup('/online/dashboard');
    const firstRead = status.getStatus.bind(status);
    status.getStatus = async () => {
      // The answer's Date header puts the bank's time 10 minutes behind the device's.
      clock.advance(-10 * 60_000);
      status.getStatus = firstRead;
      return firstRead();
    };
    await store.check();
    status.status = { contentApi: 'Normal', onlineApi: 'Offline' };
    clock.advance(STATUS_STALE_MS);
    await store.checkIfStale();
    expect(store.down).toBe(true);
    expect(navigator.path).toBe('/apply/back-soon');
  });

  it('reads the status at once when it was never read', async () => {
    const { status, store } = setup();
    status.status = { contentApi: 'maintenance', onlineApi: 'Normal' };
    await store.checkIfStale();
    expect(store.down).toBe(true);
  });
});
