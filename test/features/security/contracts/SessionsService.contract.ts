import type { SessionsService } from '../../../../src/features/security/core/ports/SessionsService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface SessionsServiceSubject {
  /** Aroha, logged in here and in one other place. */
  here: SessionsService;
  /** Aroha's other session: it stops working once logged out from here. */
  elsewhere: SessionsService;
  anonymous: SessionsService;
}

export function describeSessionsServiceContract(name: string, make: () => Promise<SessionsServiceSubject>) {
  describe(`${name} honours the SessionsService contract`, () => {
    let subject: SessionsServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('lists both sessions, this one first and marked current', async () => {
      const sessions = await subject.here.list();
      expect(sessions.map((s) => s.current)).toEqual([true, false]);
      for (const s of sessions) {
        expect(s.device).toEqual(expect.any(String));
        expect(Number.isNaN(Date.parse(s.lastActiveAt))).toBe(false);
      }
    });

    it('logs out everywhere else: the other session is refused, this one goes on alone', async () => {
      await subject.here.logOutOthers();
      expect((await subject.here.list()).map((s) => s.current)).toEqual([true]);
      const failure = await subject.elsewhere.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(401);
    });

    it("logs out one other device by its row: that device's sessions are refused, this one goes on", async () => {
      const other = (await subject.here.list()).find((s) => !s.current)!;
      expect(other.sessionCount).toBeGreaterThanOrEqual(1);
      await subject.here.logOut(other.id);
      expect((await subject.here.list()).map((s) => s.current)).toEqual([true]);
      await expect(subject.elsewhere.list()).rejects.toMatchObject({ status: 401 });
    });

    it("refuses to log out this device's own row (that is Log out) and a row that is not the customer's", async () => {
      const here = (await subject.here.list()).find((s) => s.current)!;
      await expect(subject.here.logOut(here.id)).rejects.toMatchObject({ status: 400 });
      await expect(subject.here.logOut('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      await expect(subject.anonymous.list()).rejects.toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
