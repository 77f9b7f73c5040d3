import { ContactFieldProblem } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { RemovePhone } from '../../../../src/features/contact/core/use-cases/RemovePhone';
import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { FakeContactChangeService } from '../fakes/FakeContactChangeService';
import { passingSafeguard } from '../support/contactKit';

/** Aroha's record: a mobile and a home number. */
const aroha = () => new FakeContactChangeService(new FakeContactService());
const problemOf = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

describe('RemovePhone', () => {
  it('removes a landline under the safeguard, the number as the list shows it', async () => {
    const changes = aroha();
    const asked: string[] = [];
    const safeguard = passingSafeguard(changes);
    await new RemovePhone(changes, (operation) => { asked.push('safeguard'); return safeguard(operation); }).execute(' 09 555 0101 ');
    expect(asked).toEqual(['safeguard']);
    expect(changes.contacts.peek().phones).toEqual([{ type: 'Mobile', number: '021 555 0101' }]);
  });

  it("passes on the bank's refusal of the only mobile (409), removing nothing", async () => {
    const changes = aroha();
    const failure = await problemOf(new RemovePhone(changes, passingSafeguard(changes)).execute('021 555 0101'));
    expect(failure).toMatchObject({ status: 409, response: { message: expect.stringContaining('Add another mobile number') } });
    expect(changes.contacts.peek().phones).toHaveLength(2);
  });

  it('refuses a value with no digits without asking the bank', async () => {
    const changes = aroha();
    const asked: string[] = [];
    const failure = await problemOf(new RemovePhone(changes, (operation) => { asked.push('safeguard'); return operation(); }).execute('  '));
    expect(failure).toBeInstanceOf(ContactFieldProblem);
    expect(asked).toEqual([]);
  });
});
