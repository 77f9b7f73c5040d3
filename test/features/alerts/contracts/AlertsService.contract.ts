import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { AlertsService } from '../../../../src/features/alerts/core/ports/AlertsService';

/** What every AlertsService must do, run against the fake and the real adapter on a sandbox. */
export function describeAlertsServiceContract(name: string, make: () => Promise<AlertsService>) {
  describe(`${name} honours the AlertsService contract`, () => {
    it('lists one alert of each kind', async () => {
      const alerts = await (await make()).list();
      expect(alerts.map((a) => a.kind)).toEqual(['low-balance', 'large-payment', 'new-login']);
    });

    it('saves an alert and answers all three as saved', async () => {
      const service = await make();
      const saved = await service.save([{ kind: 'large-payment', enabled: true, thresholdCents: 150_000, channel: 'sms' }]);
      expect(saved.find((a) => a.kind === 'large-payment')).toEqual({ kind: 'large-payment', enabled: true, thresholdCents: 150_000, channel: 'sms' });
      expect((await service.list()).find((a) => a.kind === 'large-payment')?.thresholdCents).toBe(150_000);
    });

    it('refuses a switched-on alert without its amount with 400 4010', async () => {
      const failure = await (await make()).save([{ kind: 'low-balance', enabled: true, thresholdCents: null, channel: 'email' }]).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 400, nativeErrorCode: 4010 });
    });
  });
}
