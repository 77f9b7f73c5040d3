import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../../../src/kernel/services/HandleApiError';
import { LoadFeatures } from '../../../../../src/features/session/core/use-cases/LoadFeatures';
import { QueryCache } from '../../../../../src/kernel/services/QueryCache';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';
import { FakeFeatureService } from '../../fakes/FakeFeatureService';
import { FakeMonitoring } from '../../../../kernel/fakes/FakeMonitoring';

function setup() {
  const service = new FakeFeatureService();
  const monitoring = new FakeMonitoring();
  const errors = new HandleApiError(monitoring);
  return { service, monitoring, errors, load: new LoadFeatures(service, new QueryCache(new FakeClock(), errors)) };
}

describe('LoadFeatures', () => {
  it('compares flag names case-insensitively', async () => {
    const { service, load } = setup();
    service.features = [{ name: 'reactdashboard', enabled: true }, { name: 'HomeLoan', enabled: false }];
    const list = await load.execute();
    expect(list.isEnabled('ReactDashboard')).toBe(true);
    expect(list.isEnabled('REACTDASHBOARD')).toBe(true);
    expect(list.isEnabled('homeloan')).toBe(false);
    expect(list.isEnabled('Unknown')).toBe(false);
  });

  it('fetches once while the list is fresh', async () => {
    const { service, load } = setup();
    await load.execute();
    await load.execute();
    expect(service.calls).toBe(1);
  });

  it('treats an error as an empty list, and reports it', async () => {
    const { service, monitoring, load } = setup();
    service.failWith = new ApiError(500);
    const list = await load.execute();
    expect(list.features).toEqual([]);
    expect(list.isEnabled('ReactDashboard')).toBe(false);
    expect(monitoring.reports[0]?.queryKey).toBe('features/list');
  });

  it('an expired session still gives an empty list, and expires the session', async () => {
    const { service, errors, load } = setup();
    const expired = jest.fn();
    errors.onSessionExpired(expired);
    service.loggedIn = false;
    expect((await load.execute()).features).toEqual([]);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
