import type { ApiError } from '../../../../src/kernel/domain/ApiError';
import { PayeeEditingRestricted, PayeeFieldProblem, type PayeeInput } from '../../../../src/features/payees/core/domain/Payee';
import type { PayeeService } from '../../../../src/features/payees/core/ports/PayeeService';

export interface PayeeSubject {
  /** Aroha (1000001): three payees. */
  payees: PayeeService;
  /** Escalates an operation with the code the bank "sent". */
  escalate(operationId: string): Promise<void>;
  /** Jack (1000004): no payees. */
  other: PayeeService;
  /** Sophie (1000005): payee editing restricted. */
  restricted: PayeeService;
}

const PLUMBER: PayeeInput = { name: 'Aotearoa Plumbing', accountNumber: '11-5678-3306712-00', particulars: 'Invoice', code: '', reference: 'INV 2231' };

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);
}

/** Adds (or edits) through the safeguard, as RunSafeguarded does. */
async function safeguarded<T>(subject: PayeeSubject, run: (operationId?: string) => Promise<T>): Promise<T> {
  const challenge = await failureOf(run());
  expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
  const operationId = ((challenge as ApiError).response as { operationId: string }).operationId;
  await subject.escalate(operationId);
  return run(operationId);
}

export function describePayeeServiceContract(name: string, make: () => Promise<PayeeSubject>) {
  describe(`${name} honours the PayeeService contract`, () => {
    it("lists Aroha's three payees by name, account numbers with dashes", async () => {
      const { payees } = await make();
      const book = await payees.list();
      expect(book.editingRestricted).toBe(false);
      expect(book.payees.map((p) => p.name)).toEqual(['Harcourts Rentals', 'Mercury Energy', 'Tane Ngata']);
      expect(book.payees[1]).toMatchObject({ accountNumber: '02-0248-0406223-00', particulars: 'Power', code: null, reference: '7734512' });
    });

    it('adds a payee only after the SMS code, then lists it', async () => {
      const subject = await make();
      const added = await safeguarded(subject, (op) => subject.payees.add({ ...PLUMBER, accountNumber: '11 5678 3306712 00' }, op));
      expect(added).toMatchObject({ name: 'Aotearoa Plumbing', accountNumber: '11-5678-3306712-00', particulars: 'Invoice', code: null });
      expect((await subject.payees.list()).payees.map((p) => p.name)).toContain('Aotearoa Plumbing');
    });

    it('refuses an invalid account number on its field, before any code is sent', async () => {
      const { payees } = await make();
      const failure = await failureOf(payees.add({ ...PLUMBER, accountNumber: '01-0902-0068388-00' }));
      expect(failure).toBeInstanceOf(PayeeFieldProblem);
      expect(failure).toMatchObject({ field: 'accountNumber' });
    });

    it('edits after the SMS code, deletes, and then knows it no more', async () => {
      const subject = await make();
      const [first] = (await subject.payees.list()).payees;
      const input = { name: first!.name, accountNumber: first!.accountNumber, particulars: '', code: '', reference: 'Flat 2' };
      expect(await safeguarded(subject, (op) => subject.payees.edit(first!.id, input, op))).toMatchObject({ id: first!.id, reference: 'Flat 2' });
      await subject.payees.remove(first!.id);
      expect((await subject.payees.list()).payees.map((p) => p.id)).not.toContain(first!.id);
      expect(await failureOf(subject.payees.remove(first!.id))).toMatchObject({ status: 404 });
    });

    it("treats another customer's payee as not there", async () => {
      const { payees, other } = await make();
      expect(await other.list()).toEqual({ payees: [], editingRestricted: false });
      const [first] = (await payees.list()).payees;
      expect(await failureOf(other.remove(first!.id))).toMatchObject({ status: 404 });
      expect(await failureOf(other.edit(first!.id, PLUMBER))).toMatchObject({ status: 404 });
    });

    it('refuses every change of a restricted customer', async () => {
      const { restricted } = await make();
      expect((await restricted.list()).editingRestricted).toBe(true);
      expect(await failureOf(restricted.add(PLUMBER))).toBeInstanceOf(PayeeEditingRestricted);
    });

    it.each([
      ['Hemi Walker', '03-0104-0731553-000', { outcome: 'match' }],
      ['H Walker', '03-0104-0731553-000', { outcome: 'partial-match' }],
      ['Jane Doe', '03-0104-0731553-000', { outcome: 'no-match' }],
      ['Jane Doe', '03-1702-4410982-000', { outcome: 'account-not-found' }],
      ['Jane Doe', '15-3950-1190385-00', { outcome: 'unavailable' }],
    ])('confirms %j at %s', async (payeeName, accountNumber, outcome) => {
      const { payees } = await make();
      expect(await payees.confirm({ name: payeeName, accountNumber })).toEqual(outcome);
    });
  });
}
