import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FEATURE_FLAGS } from '../../../../src/kernel/domain/FeatureFlags';
import type { FeatureService } from '../../../../src/features/session/core/ports/FeatureService';

export interface FeatureSubject {
  /** Logged in as Aroha. */
  loggedIn: FeatureService;
  anonymous: FeatureService;
  /** Turns a flag off for Aroha only. */
  turnOffForAroha(name: string): Promise<void>;
}

export function describeFeatureServiceContract(name: string, make: () => Promise<FeatureSubject>) {
  describe(`${name} honours the FeatureService contract`, () => {
    it('lists every spec flag, all on for a demo customer', async () => {
      const { loggedIn } = await make();
      const features = await loggedIn.listFeatures();
      for (const flag of FEATURE_FLAGS) expect(features).toContainEqual({ name: flag, enabled: true });
    });

    it("answers the customer's own setting", async () => {
      const subject = await make();
      await subject.turnOffForAroha('ReactDashboard');
      expect(await subject.loggedIn.listFeatures()).toContainEqual({ name: 'ReactDashboard', enabled: false });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const { anonymous } = await make();
      const failure = await anonymous.listFeatures().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
