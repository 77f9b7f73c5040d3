import { FakeMonitoring } from '../../../../kernel/fakes/FakeMonitoring';
import { testQueryCache } from '../../../../support/testQueryCache';
import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { LoadDashboard } from '../../../../../src/features/dashboard/core/use-cases/LoadDashboard';
import { AROHA, AROHA_ACCOUNTS } from '../../../../support/demoData';
import { FakeCustomerService } from '../../fakes/FakeCustomerService';

describe('LoadDashboard', () => {
  const profile = { customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName };

  it('returns the profile and the accounts together', async () => {
    const data = await new LoadDashboard(new FakeCustomerService(profile, AROHA_ACCOUNTS), testQueryCache()).execute();
    expect(data.profile.firstName).toBe('Aroha');
    expect(data.accounts.map((a) => a.name)).toEqual(['Everyday', 'Kōwhai Visa']);
  });

  it('fails with the API error when the customer is not logged in', async () => {
    const service = new FakeCustomerService(profile, AROHA_ACCOUNTS);
    service.loggedIn = false;
    await expect(new LoadDashboard(service, testQueryCache()).execute()).rejects.toBeInstanceOf(ApiError);
  });

  it('reports a failed load to monitoring with its query key, through the query cache', async () => {
    const service = new FakeCustomerService(profile, AROHA_ACCOUNTS);
    service.getProfile = () => Promise.reject(new ApiError(500));
    const monitoring = new FakeMonitoring();
    await expect(new LoadDashboard(service, testQueryCache(monitoring)).execute()).rejects.toBeInstanceOf(ApiError);
    expect(monitoring.reports.map((r) => r.queryKey)).toEqual(expect.arrayContaining(['customer/profile']));
  });
});
