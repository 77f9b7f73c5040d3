import { ContactSetupStore } from '../../../../src/features/contact/stores/ContactSetupStore';
import { ContactStore } from '../../../../src/features/contact/stores/ContactStore';
import { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import { newMethodForm } from '../support/contactKit';
import { testQueryCache } from '../../../support/testQueryCache';

describe('ContactSetupStore', () => {
  it('loads the contact details, and says when it could not', async () => {
    const store = new ContactSetupStore(new ContactStore(new FakeContactService(), testQueryCache()), newMethodForm(new FakeContactService()));
    await store.load();
    expect(store.contact?.email).toBe('aroha.ngata@example.co.nz');
    const failing = new FakeContactService();
    failing.failing = true;
    const other = new ContactSetupStore(new ContactStore(failing, testQueryCache()), newMethodForm(failing));
    await other.load();
    expect(other.failed).toBe(true);
  });
});
