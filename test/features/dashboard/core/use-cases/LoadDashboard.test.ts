import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { LoadDashboard } from '../../../../../src/features/dashboard/core/use-cases/LoadDashboard';
import { AROHA, AROHA_ACCOUNTS } from '../../../../support/demoData';
import { FakeCustomerService } from '../../fakes/FakeCustomerService';

describe('LoadDashboard', () => {
  const profile = { customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName };

  it('returns the profile and the accounts together', async () => {
    const data = await new LoadDashboard(new FakeCustomerService(profile, AROHA_ACCOUNTS)).execute();
    expect(data.profile.firstName).toBe('Aroha');
    expect(data.accounts.map((a) => a.name)).toEqual(['Everyday', 'Kōwhai Visa']);
  });

  it('fails with the API error when the customer is not logged in', async () => {
    const service = new FakeCustomerService(profile, AROHA_ACCOUNTS);
    service.loggedIn = false;
    await expect(new LoadDashboard(service).execute()).rejects.toBeInstanceOf(ApiError);
  });
});
