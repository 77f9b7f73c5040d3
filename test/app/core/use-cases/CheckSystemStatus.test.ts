import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { CheckSystemStatus } from '../../../../src/app/core/use-cases/CheckSystemStatus';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeNavigator } from '../../../kernel/fakes/FakeNavigator';
import { FakeSystemStatusService } from '../../fakes/FakeSystemStatusService';

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
