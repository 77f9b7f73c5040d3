import type { ContactChangeService } from '../../../../src/features/contact/core/ports/ContactChangeService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { ContactService } from '../../../../src/kernel/ports/ContactService';

interface Customer {
  changes: ContactChangeService;
  contact: ContactService;
  /** Passes the safeguard for this operation (the customer typed the code texted to their mobile, or emailed when they have none). */
  escalate(operationId: string): Promise<void>;
}

export interface ContactChangeServiceSubject {
  /** Liam (1000002): an email, no mobile. */
  liam: Customer;
  /** Aroha (1000001): an email and a mobile. */
  aroha: Customer;
  anonymous: ContactChangeService;
  /** The code the bank sent for an operation (read off the phone or inbox). */
  codeFor(operationId: string): Promise<string>;
}

/** The demo customers' password. */
const PASSWORD = 'Kowhai-2026!';
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
const safeguardIdOf = (error: unknown) => (error as ApiError).response as { operationId: string };

export function describeContactChangeServiceContract(name: string, make: () => Promise<ContactChangeServiceSubject>) {
  describe(`${name} honours the ContactChangeService contract`, () => {
    let subject: ContactChangeServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('adds a first mobile with the code texted to it, after the step-up code emailed to the address on file (no mobile to text)', async () => {
      const sent = await subject.liam.changes.sendCode('sms', '022 555 0202');
      expect(sent.sentTo).toContain('0202');
      const mobile = { type: 'Mobile' as const, number: '022-555-0202', currentPassword: PASSWORD };
      const confirmation = { operationId: sent.operationId, code: await subject.codeFor(sent.operationId) };
      const challenged = await failureOf(subject.liam.changes.addPhone(mobile, confirmation));
      expect(challenged).toMatchObject({ status: 403, nativeErrorCode: 6002, response: { sentBy: 'email', sentTo: expect.stringMatching(/^l\*\*\*@/) } });
      expect((await subject.liam.contact.getContact()).phones.map((p) => p.number)).not.toContain('022 555 0202');
      const { operationId } = safeguardIdOf(challenged);
      await subject.liam.escalate(operationId);
      await subject.liam.changes.addPhone(mobile, confirmation, operationId);
      expect((await subject.liam.contact.getContact()).phones).toContainEqual({ type: 'Mobile', number: '022 555 0202' });
    });

    it('refuses a wrong code, and a code sent to another number, with a 400', async () => {
      const sent = await subject.liam.changes.sendCode('sms', '022 555 0202');
      const right = await subject.codeFor(sent.operationId);
      const wrong = await failureOf(subject.liam.changes.addPhone({ type: 'Mobile', number: '022 555 0202', currentPassword: PASSWORD },
        { operationId: sent.operationId, code: right === '000000' ? '000001' : '000000' }));
      expect(wrong).toBeInstanceOf(ApiError);
      expect(wrong).toMatchObject({ status: 400 });
      const other = await failureOf(subject.liam.changes.addPhone({ type: 'Mobile', number: '022 555 0299', currentPassword: PASSWORD }, { operationId: sent.operationId, code: right }));
      expect(other).toMatchObject({ status: 400 });
      expect((await subject.liam.contact.getContact()).phones.map((p) => p.number)).not.toContain('022 555 0299');
    });

    it('refuses to add a mobile without the current password (400 on the password), even with the right code', async () => {
      const sent = await subject.liam.changes.sendCode('sms', '022 555 0202');
      const failure = await failureOf(subject.liam.changes.addPhone({ type: 'Mobile', number: '022 555 0202', currentPassword: 'Not-it-at-all-1' },
        { operationId: sent.operationId, code: await subject.codeFor(sent.operationId) }));
      expect(failure).toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
      expect((await subject.liam.contact.getContact()).phones.map((p) => p.number)).not.toContain('022 555 0202');
    });

    it('refuses to send a code to a landline or a malformed email (400)', async () => {
      expect(await failureOf(subject.liam.changes.sendCode('sms', '09 123 4567'))).toMatchObject({ status: 400 });
      expect(await failureOf(subject.liam.changes.sendCode('email', 'aroha at example'))).toMatchObject({ status: 400 });
    });

    it('asks a customer with a mobile for the SMS safeguard, then changes the email', async () => {
      const sent = await subject.aroha.changes.sendCode('email', 'aroha@example.org.nz');
      const confirmation = { operationId: sent.operationId, code: await subject.codeFor(sent.operationId) };
      const challenged = await failureOf(subject.aroha.changes.changeEmail({ email: 'aroha@example.org.nz', currentPassword: PASSWORD }, confirmation));
      expect(challenged).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = safeguardIdOf(challenged);
      await subject.aroha.escalate(operationId);
      await subject.aroha.changes.changeEmail({ email: 'aroha@example.org.nz', currentPassword: PASSWORD }, confirmation, operationId);
      expect((await subject.aroha.contact.getContact()).email).toBe('aroha@example.org.nz');
    });

    it('refuses to change the email without the current password (400 on the password), even with the right code', async () => {
      const sent = await subject.aroha.changes.sendCode('email', 'someone.else@example.org.nz');
      const failure = await failureOf(subject.aroha.changes.changeEmail({ email: 'someone.else@example.org.nz', currentPassword: 'Not-it-at-all-1' },
        { operationId: sent.operationId, code: await subject.codeFor(sent.operationId) }));
      expect(failure).toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
      expect((await subject.aroha.contact.getContact()).email).not.toBe('someone.else@example.org.nz');
    });

    it('refuses a phone the customer already has with a 409, before any safeguard', async () => {
      const failure = await failureOf(subject.aroha.changes.addPhone({ type: 'Home', number: '(09) 555 0101' }, null));
      expect(failure).toMatchObject({ status: 409 });
    });

    it('removes a landline after the SMS safeguard, the number written any usual way', async () => {
      const challenged = await failureOf(subject.aroha.changes.removePhone({ number: '(09) 555-0101' }));
      expect(challenged).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = safeguardIdOf(challenged);
      await subject.aroha.escalate(operationId);
      await subject.aroha.changes.removePhone({ number: '(09) 555-0101' }, operationId);
      expect((await subject.aroha.contact.getContact()).phones).toEqual([{ type: 'Mobile', number: '021 555 0101' }]);
    });

    it('removes a mobile only with the current password (400 on the password otherwise), then after the safeguard', async () => {
      const sent = await subject.aroha.changes.sendCode('sms', '029 555 0111');
      const confirmation = { operationId: sent.operationId, code: await subject.codeFor(sent.operationId) };
      const mobile = { type: 'Mobile' as const, number: '029 555 0111', currentPassword: PASSWORD };
      const { operationId: adding } = safeguardIdOf(await failureOf(subject.aroha.changes.addPhone(mobile, confirmation)));
      await subject.aroha.escalate(adding);
      await subject.aroha.changes.addPhone(mobile, confirmation, adding);
      for (const currentPassword of [undefined, 'Not-it-at-all-1']) {
        const refused = await failureOf(subject.aroha.changes.removePhone({ number: '029 555 0111', currentPassword }));
        expect(refused).toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
      }
      expect((await subject.aroha.contact.getContact()).phones).toContainEqual({ type: 'Mobile', number: '029 555 0111' });
      const challenged = await failureOf(subject.aroha.changes.removePhone({ number: '029 555 0111', currentPassword: PASSWORD }));
      expect(challenged).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = safeguardIdOf(challenged);
      await subject.aroha.escalate(operationId);
      await subject.aroha.changes.removePhone({ number: '029 555 0111', currentPassword: PASSWORD }, operationId);
      expect((await subject.aroha.contact.getContact()).phones).not.toContainEqual({ type: 'Mobile', number: '029 555 0111' });
    });

    it("refuses to remove the only mobile (409) and a number the customer doesn't have (404), before any safeguard", async () => {
      const only = await failureOf(subject.aroha.changes.removePhone({ number: '021 555 0101', currentPassword: PASSWORD }));
      expect(only).toMatchObject({ status: 409, response: { message: expect.stringContaining('Add another mobile number before you remove this one.') } });
      expect(await failureOf(subject.aroha.changes.removePhone({ number: '022 555 0404' }))).toMatchObject({ status: 404 });
      expect(await failureOf(subject.aroha.changes.removePhone({ number: 'no number' }))).toMatchObject({ status: 400 });
      expect((await subject.aroha.contact.getContact()).phones).toHaveLength(2);
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      expect(await failureOf(subject.anonymous.sendCode('sms', '021 555 0101'))).toMatchObject({ status: 401, nativeErrorCode: 7009 });
      expect(await failureOf(subject.anonymous.removePhone({ number: '09 555 0101' }))).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
