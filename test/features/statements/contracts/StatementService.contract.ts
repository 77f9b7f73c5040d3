import type { StatementService } from '../../../../src/features/statements/core/ports/StatementService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface StatementServiceSubject {
  /** Aroha (1000001): statements for her accounts, PostedLettersToggle on. */
  aroha: StatementService;
  /** Jack (1000004). */
  jack: StatementService;
  anonymous: StatementService;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

export function describeStatementServiceContract(name: string, make: () => Promise<StatementServiceSubject>) {
  describe(`${name} honours the StatementService contract`, () => {
    let subject: StatementServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('lists statements newest month first, and gives each as a PDF', async () => {
      const overview = await subject.aroha.overview();
      expect(overview).toMatchObject({ delivery: 'digital', preference: 'digital', canChoose: true });
      const months = overview.statements.map((s) => s.month);
      expect(months.length).toBeGreaterThan(0);
      expect([...months].sort().reverse()).toEqual(months);
      const [first] = overview.statements;
      const file = await subject.aroha.statement(first!.accountId, first!.month);
      expect(String.fromCharCode(...file.bytes.subarray(0, 5))).toBe('%PDF-');
      expect(file.fileName).toMatch(/\.pdf$/);
    });

    it("refuses Aroha's statement to Jack with a 404, and a malformed month with a 400", async () => {
      const [first] = (await subject.aroha.overview()).statements;
      expect(await failureOf(subject.jack.statement(first!.accountId, first!.month))).toMatchObject({ status: 404 });
      const malformed = await failureOf(subject.aroha.statement(first!.accountId, '2026-13'));
      expect(malformed).toBeInstanceOf(ApiError);
      expect(malformed).toMatchObject({ status: 400 });
    });

    it('changes the delivery to posted and back', async () => {
      await subject.aroha.setDelivery('posted');
      expect(await subject.aroha.overview()).toMatchObject({ preference: 'posted', delivery: 'posted' });
      await subject.aroha.setDelivery('digital');
      expect(await subject.aroha.overview()).toMatchObject({ preference: 'digital', delivery: 'digital' });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      expect(await failureOf(subject.anonymous.overview())).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
