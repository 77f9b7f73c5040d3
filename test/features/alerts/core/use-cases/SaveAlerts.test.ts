import { SaveAlerts, alertProblems } from '../../../../../src/features/alerts/core/use-cases/SaveAlerts';
import { FakeAlertsService } from '../../fakes/FakeAlertsService';

const LOW = { kind: 'low-balance' as const, enabled: true, thresholdCents: 20_000, channel: 'sms' as const };

describe('SaveAlerts', () => {
  it('saves alerts whose amounts the rule takes', async () => {
    const service = new FakeAlertsService();
    const result = await new SaveAlerts(service).execute([LOW]);
    expect(result).toHaveProperty('saved');
    expect((await service.list())[0]).toEqual(LOW);
  });

  it("says which alert's amount is wrong and saves nothing", async () => {
    const service = new FakeAlertsService();
    const result = await new SaveAlerts(service).execute([{ ...LOW, thresholdCents: null }]);
    expect(result).toEqual({ problems: { 'low-balance': 'Enter the amount for the low balance alert' } });
    expect(service.saves).toBe(0);
  });

  it('does not judge the amount of an alert that is off', () => {
    expect(alertProblems([{ ...LOW, enabled: false, thresholdCents: null }])).toEqual({});
  });
});
