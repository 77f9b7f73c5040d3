import { ApiError } from '../../../../src/core/domain/ApiError';
import { HandleApiError } from '../../../../src/core/use-cases/errors/HandleApiError';
import { CheckSystemStatus } from '../../../../src/core/use-cases/system/CheckSystemStatus';
import { FakeMonitoring } from '../../../fakes/FakeMonitoring';
import { FakeNavigator } from '../../../fakes/FakeNavigator';
import { FakeSystemStatusService } from '../../../fakes/FakeSystemStatusService';

function setup(path = '/login') {
  const status = new FakeSystemStatusService();
  const navigator = new FakeNavigator(path);
  const monitoring = new FakeMonitoring();
  return { status, navigator, monitoring, check: new CheckSystemStatus(status, navigator, new HandleApiError(monitoring)) };
}

describe('CheckSystemStatus', () => {
  it('stays put when both subsystems are normal, in any case', async () => {
    const { status, navigator, check } = setup();
    status.status = { contentApi: 'NORMAL', onlineApi: 'normal' };
    await expect(check.execute()).resolves.toBe(false);
    expect(navigator.history).toEqual([]);
  });

  it.each([
    [{ contentApi: 'Down', onlineApi: 'Normal' }],
    [{ contentApi: 'Normal', onlineApi: 'Maintenance' }],
  ])('goes to /apply/back-soon when either subsystem is not normal: %j', async (value) => {
    const { status, navigator, check } = setup('/online/dashboard');
    status.status = value;
    await expect(check.execute()).resolves.toBe(true);
    expect(navigator.path).toBe('/apply/back-soon');
  });

  it('does not navigate again when already on the back-soon page', async () => {
    const { status, navigator, check } = setup('/apply/back-soon');
    status.status = { contentApi: 'Down', onlineApi: 'Down' };
    await check.execute();
    expect(navigator.history).toEqual([]);
  });

  it('treats an unreadable status as up and reports it', async () => {
    const { status, navigator, monitoring, check } = setup();
    status.failWith = new ApiError(503);
    await expect(check.execute()).resolves.toBe(false);
    expect(navigator.history).toEqual([]);
    expect(monitoring.reports[0]?.queryKey).toBe('system/status');
  });
});
