import { ContactFieldProblem, ENTER_CURRENT_PASSWORD } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { RemovePhone } from '../../../../src/features/contact/core/use-cases/RemovePhone';
import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { FAKE_PASSWORD, FakeContactChangeService } from '../fakes/FakeContactChangeService';
import { passingSafeguard } from '../support/contactKit';

/** Aroha's record: a mobile and a home number. */
const aroha = () => new FakeContactChangeService(new FakeContactService());
const problemOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

describe('RemovePhone', () => {
  it('removes a landline under the safeguard, the number as the list shows it', async () => {
    const changes = aroha();
    const asked: string[] = [];
    const safeguard = passingSafeguard(changes);
    await new RemovePhone(changes, (operation) => { asked.push('safeguard'); return safeguard(operation); }).execute({ type: 'Home', number: ' 09 555 0101 ' });
    expect(asked).toEqual(['safeguard']);
    expect(changes.contacts.peek().phones).toEqual([{ type: 'Mobile', number: '021 555 0101' }]);
  });

  it("passes on the bank's refusal of the only mobile (409), removing nothing", async () => {
    const changes = aroha();
    const failure = await problemOf(new RemovePhone(changes, passingSafeguard(changes)).execute({ type: 'Mobile', number: '021 555 0101' }, FAKE_PASSWORD));
    expect(failure).toMatchObject({ status: 409, response: { message: expect.stringContaining('Add another mobile number') } });
    expect(changes.contacts.peek().phones).toHaveLength(2);
  });

  it('refuses a value with no digits without asking the bank', async () => {
    const changes = aroha();
    const asked: string[] = [];
    const failure = await problemOf(new RemovePhone(changes, (operation) => { asked.push('safeguard'); return operation(); }).execute({ type: 'Home', number: '  ' }));
    expect(failure).toBeInstanceOf(ContactFieldProblem);
    expect(asked).toEqual([]);
  });

  it('asks for the current password on its field before removing a mobile, asking the bank nothing', async () => {
    const changes = aroha();
    changes.contacts.record({ phone: { type: 'Mobile', number: '029 555 0111' } });
    const asked: string[] = [];
    const remove = new RemovePhone(changes, (operation) => { asked.push('safeguard'); return operation(); });
    expect(await problemOf(remove.execute({ type: 'Mobile', number: '029 555 0111' }))).toMatchObject({ field: 'password', message: ENTER_CURRENT_PASSWORD });
    expect(asked).toEqual([]);
    const wrong = await problemOf(new RemovePhone(changes, passingSafeguard(changes)).execute({ type: 'Mobile', number: '029 555 0111' }, 'Not-it-at-all-1'));
    expect(wrong).toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
    await new RemovePhone(changes, passingSafeguard(changes)).execute({ type: 'Mobile', number: '029 555 0111' }, FAKE_PASSWORD);
    expect(changes.contacts.peek().phones).not.toContainEqual({ type: 'Mobile', number: '029 555 0111' });
  });
});
