import type { QuickViewService } from '../../../../src/features/quickview/core/ports/QuickViewService';

export interface QuickViewServiceSubject {
  /** Aroha (1000001) on a fresh database: nothing shown. */
  aroha: QuickViewService;
  /** Jack (1000004). */
  jack: QuickViewService;
  anonymous: QuickViewService;
}

export function describeQuickViewServiceContract(name: string, make: () => Promise<QuickViewServiceSubject>) {
  describe(`${name} honours the QuickViewService contract`, () => {
    let subject: QuickViewServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('shows exactly the accounts chosen', async () => {
      const [first, second] = await subject.aroha.list();
      expect([first?.shown, second?.shown]).toEqual([false, false]);
      await subject.aroha.show([second!.id]);
      expect((await subject.aroha.list()).filter((a) => a.shown).map((a) => a.id)).toEqual([second!.id]);
    });

    it("refuses another customer's account (400)", async () => {
      const [aroha] = await subject.aroha.list();
      await expect(subject.jack.show([aroha!.id])).rejects.toMatchObject({ status: 400 });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      await expect(subject.anonymous.list()).rejects.toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
