import type { SecurityActivityService } from '../../../../src/features/security/core/ports/SecurityActivityService';

export interface SecurityActivityServiceSubject {
  /** Aroha, logged in here after a wrong password somewhere. */
  here: SecurityActivityService;
  /** Another customer, logged in once. */
  someoneElse: SecurityActivityService;
  anonymous: SecurityActivityService;
}

export function describeSecurityActivityServiceContract(name: string, make: () => Promise<SecurityActivityServiceSubject>) {
  describe(`${name} honours the SecurityActivityService contract`, () => {
    let subject: SecurityActivityServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('lists the customer\'s own events, newest first, with a login from this device and the wrong password', async () => {
      const events = await subject.here.recent();
      const times = events.map((e) => Date.parse(e.occurredAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['login', 'login-failed']));
      expect(events.find((e) => e.kind === 'login')?.thisDevice).toBe(true);
    });

    it("never shows another customer's events", async () => {
      const theirs = await subject.someoneElse.recent();
      expect(theirs.map((e) => e.kind)).not.toContain('login-failed');
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      await expect(subject.anonymous.recent()).rejects.toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
