import type { PersonaliseService } from '../../../../src/features/personalise/core/ports/PersonaliseService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface PersonaliseServiceSubject {
  /** Aroha (1000001) on a fresh database, Everyday first, no nicknames. */
  aroha: PersonaliseService;
  /** Jack (1000004): one Everyday account. */
  jack: PersonaliseService;
  anonymous: PersonaliseService;
}

export function describePersonaliseServiceContract(name: string, make: () => Promise<PersonaliseServiceSubject>) {
  describe(`${name} honours the PersonaliseService contract`, () => {
    let subject: PersonaliseServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('renames and reorders; a blank nickname is none', async () => {
      const [first, second, ...rest] = await subject.aroha.list();
      expect([first?.name, first?.nickname]).toEqual(['Everyday', null]);
      await subject.aroha.save([second!, first!, ...rest].map((a) => ({ id: a.id, nickname: a.id === first!.id ? 'Day to day' : ' ' })));
      const after = await subject.aroha.list();
      expect(after.slice(0, 2).map((a) => [a.id, a.nickname])).toEqual([[second!.id, null], [first!.id, 'Day to day']]);
    });

    it("refuses another customer's account (400) and changes nothing", async () => {
      const [aroha] = await subject.aroha.list();
      await expect(subject.jack.save([{ id: aroha!.id, nickname: 'Mine' }])).rejects.toMatchObject({ status: 400 });
      expect((await subject.aroha.list())[0]?.nickname).toBeNull();
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
