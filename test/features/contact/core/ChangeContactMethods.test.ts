import { AddPhone, ChangeEmail, ContactFieldProblem, ENTER_CURRENT_PASSWORD, SendConfirmationCode } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { FAKE_PASSWORD } from '../fakes/FakeContactChangeService';
import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { FakeContactChangeService } from '../fakes/FakeContactChangeService';
import { passingSafeguard } from '../support/contactKit';

const liam = () => new FakeContactChangeService(new FakeContactService({ email: 'liam@example.co.nz', phones: [], residentialAddress: null, postalAddress: null }));
const problemOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

describe('SendConfirmationCode', () => {
  it('texts a code to an NZ mobile and emails one to an address', async () => {
    const changes = liam();
    const send = new SendConfirmationCode(changes);
    expect((await send.execute('sms', ' 022 555 0202 ')).sentTo).toContain('022 555 0202');
    await send.execute('email', 'liam.w@example.co.nz');
    expect(changes.sent.map((s) => s.to)).toEqual(['022 555 0202', 'liam.w@example.co.nz']);
  });

  it('refuses a landline or a malformed email on its field, asking the bank nothing', async () => {
    const changes = liam();
    const send = new SendConfirmationCode(changes);
    expect(await problemOf(send.execute('sms', '09 123 4567'))).toEqual(new ContactFieldProblem('number', 'That looks like a landline. Enter a mobile number'));
    expect(await problemOf(send.execute('email', 'liam@'))).toMatchObject({ field: 'email' });
    expect(changes.sent).toEqual([]);
  });
});

describe('AddPhone', () => {
  it('adds a mobile with the code sent to it', async () => {
    const changes = liam();
    const sent = await new SendConfirmationCode(changes).execute('sms', '022 555 0202');
    await new AddPhone(changes, passingSafeguard(changes)).execute({ type: 'Mobile', number: '0225550202', currentPassword: FAKE_PASSWORD }, { operationId: sent.operationId, code: ` ${changes.sent[0]!.code} ` });
    expect(changes.contacts.peek().phones).toEqual([{ type: 'Mobile', number: '022 555 0202' }]);
  });

  it('needs the current password for a mobile (a factor), checked before the bank is asked', async () => {
    const changes = liam();
    const sent = await new SendConfirmationCode(changes).execute('sms', '022 555 0202');
    const add = new AddPhone(changes, passingSafeguard(changes));
    const confirmation = { operationId: sent.operationId, code: changes.sent[0]!.code };
    expect(await problemOf(add.execute({ type: 'Mobile', number: '022 555 0202' }, confirmation)))
      .toEqual(new ContactFieldProblem('password', 'Enter your current password'));
    await expect(add.execute({ type: 'Mobile', number: '022 555 0202', currentPassword: 'Wrong-one-123' }, confirmation))
      .rejects.toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
    expect(changes.contacts.peek().phones).toEqual([]);
  });

  it('needs a 6-digit code for a mobile, but none for a landline', async () => {
    const changes = liam();
    const add = new AddPhone(changes, passingSafeguard(changes));
    expect(await problemOf(add.execute({ type: 'Mobile', number: '022 555 0202' }, null))).toMatchObject({ field: 'code' });
    expect(await problemOf(add.execute({ type: 'Mobile', number: '022 555 0202' }, { operationId: 'x', code: '12' }))).toMatchObject({ field: 'code' });
    expect(await problemOf(add.execute({ type: 'Home', number: '12' }, null))).toMatchObject({ field: 'number' });
    await add.execute({ type: 'Home', number: '(09) 123 4567' }, null);
    expect(changes.contacts.peek().phones).toEqual([{ type: 'Home', number: '09 123 4567' }]);
  });

  it('runs under the safeguard for a customer who has a mobile', async () => {
    const changes = new FakeContactChangeService();
    const asked: string[] = [];
    const safeguard = passingSafeguard(changes);
    await new AddPhone(changes, (operation) => { asked.push('safeguard'); return safeguard(operation); }).execute({ type: 'Work', number: '04 555 0123' }, null);
    expect(asked).toEqual(['safeguard']);
    expect(changes.contacts.peek().phones).toContainEqual({ type: 'Work', number: '04 555 0123' });
  });
});

describe('ChangeEmail', () => {
  it('changes the email with the code sent to it, and refuses a malformed one first', async () => {
    const changes = new FakeContactChangeService();
    const change = new ChangeEmail(changes, passingSafeguard(changes));
    expect(await problemOf(change.execute({ email: 'aroha@', currentPassword: FAKE_PASSWORD }, { operationId: 'x', code: '123456' }))).toMatchObject({ field: 'email' });
    const sent = await new SendConfirmationCode(changes).execute('email', 'aroha@example.org.nz');
    await change.execute({ email: 'aroha@example.org.nz', currentPassword: FAKE_PASSWORD }, { operationId: sent.operationId, code: changes.sent[0]!.code });
    expect(changes.contacts.peek().email).toBe('aroha@example.org.nz');
  });

  it('asks for the current password on its field before the bank is asked', async () => {
    const changes = new FakeContactChangeService();
    const asked: string[] = [];
    const change = new ChangeEmail(changes, (operation) => { asked.push('safeguard'); return passingSafeguard(changes)(operation); });
    const sent = await new SendConfirmationCode(changes).execute('email', 'aroha@example.org.nz');
    const problem = await problemOf(change.execute({ email: 'aroha@example.org.nz', currentPassword: '' }, { operationId: sent.operationId, code: changes.sent[0]!.code }));
    expect(problem).toMatchObject({ field: 'password', message: ENTER_CURRENT_PASSWORD });
    expect(asked).toEqual([]);
    expect(changes.contacts.peek().email).not.toBe('aroha@example.org.nz');
  });
});
