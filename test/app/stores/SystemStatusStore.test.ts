import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { CheckSystemStatus } from '../../../src/app/core/use-cases/CheckSystemStatus';
import { SystemStatusStore } from '../../../src/app/stores/SystemStatusStore';
import { FakeMonitoring } from '../../kernel/fakes/FakeMonitoring';
import { FakeNavigator } from '../../kernel/fakes/FakeNavigator';
import { FakeSystemStatusService } from '../fakes/FakeSystemStatusService';

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

