import type { ApiError } from '../../../../src/kernel/domain/ApiError';
import { PayeeEditingRestricted, PayeeFieldProblem } from '../../../../src/features/payees/core/domain/Payee';
import type { InternationalPayeeInput } from '../../../../src/features/payees/core/domain/InternationalPayee';
import type { InternationalPayeeService } from '../../../../src/features/payees/core/ports/InternationalPayeeService';

export interface InternationalPayeeSubject {
  /** Aroha (1000001): one payee in London. */
  payees: InternationalPayeeService;
  escalate(operationId: string): Promise<void>;
  /** Jack (1000004): none. */
  other: InternationalPayeeService;
  /** Sophie (1000005): restricted. */
  restricted: InternationalPayeeService;
}

const GERMAN: InternationalPayeeInput = {
  name: 'Lukas Becker', address: 'Hauptstraße 5, 10115 Berlin', country: 'DE', iban: 'DE89 3704 0044 0532 0130 00',
  accountNumber: '', bankCode: '', swiftBic: 'COBADEFFXXX', currency: 'EUR',
};
const AUSSIE: InternationalPayeeInput = {
  name: 'Chloe Smith', address: '3 George St, Sydney NSW 2000', country: 'AU', iban: '', accountNumber: '12345678', bankCode: '062-000',
  swiftBic: 'CTBAAU2S', currency: 'AUD',
};

const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);

export function describeInternationalPayeeServiceContract(name: string, make: () => Promise<InternationalPayeeSubject>) {
  describe(`${name} honours the InternationalPayeeService contract`, () => {
    it("lists Aroha's payee in London", async () => {
      const { payees } = await make();
      expect(await payees.list()).toEqual([expect.objectContaining({
        name: 'Emma Clarke', country: 'GB', iban: 'GB33BUKB20201555555555', accountNumber: null, swiftBic: 'BUKBGB22', currency: 'GBP',
      })]);
    });

    it('adds an IBAN payee and an account-number payee after the SMS code, and deletes one', async () => {
      const subject = await make();
      for (const input of [GERMAN, AUSSIE]) {
        const challenge = await failureOf(subject.payees.add(input)) as ApiError;
        expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
        const { operationId } = challenge.response as { operationId: string };
        await subject.escalate(operationId);
        await subject.payees.add(input, operationId);
      }
      const list = await subject.payees.list();
      expect(list.find((p) => p.name === 'Lukas Becker')).toMatchObject({ iban: 'DE89370400440532013000', accountNumber: null });
      const chloe = list.find((p) => p.name === 'Chloe Smith');
      expect(chloe).toMatchObject({ iban: null, accountNumber: '12345678', bankCode: '062-000' });
      await subject.payees.remove(chloe!.id);
      expect((await subject.payees.list()).map((p) => p.name)).not.toContain('Chloe Smith');
    });

    it('refuses an IBAN that fails mod-97 on its field', async () => {
      const { payees } = await make();
      expect(await failureOf(payees.add({ ...GERMAN, iban: 'DE89 3704 0044 0532 0130 01' }))).toEqual(expect.any(PayeeFieldProblem));
      expect(await failureOf(payees.add({ ...GERMAN, iban: 'DE89 3704 0044 0532 0130 01' }))).toMatchObject({ field: 'iban' });
    });

    it("knows nothing of another customer's payees, and refuses a restricted customer", async () => {
      const { payees, other, restricted } = await make();
      expect(await other.list()).toEqual([]);
      const [london] = await payees.list();
      expect(await failureOf(other.remove(london!.id))).toMatchObject({ status: 404 });
      expect(await failureOf(restricted.add(GERMAN))).toBeInstanceOf(PayeeEditingRestricted);
    });
  });
}
