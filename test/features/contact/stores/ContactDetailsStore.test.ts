import { testQueryCache } from '../../../support/testQueryCache';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { AddressFormStore } from '../../../../src/features/address/stores/AddressFormStore';
import { AddressLookupStore } from '../../../../src/features/address/stores/AddressLookupStore';
import { ContactStore } from '../../../../src/features/contact/stores/ContactStore';
import { ContactDetailsStore, SAVE_ADDRESS_MESSAGES } from '../../../../src/features/contact/stores/ContactDetailsStore';
import { FakeAddressDirectory } from '../../address/fakes/FakeAddressDirectory';
import { newMethodForm, passingSafeguard, removePhoneOver } from '../support/contactKit';
import { SafeguardBlocked } from '../../../../src/kernel/domain/Escalation';
import type { Safeguard } from '../../../../src/features/contact/core/use-cases/ChangeContactMethods';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { AROHA_CONTACT, FakeContactService } from '../../../kernel/fakes/FakeContactService';

function setup(options: { safeguard?: 'passing' | 'cancelled' } = {}) {
  const contacts = new FakeContactService();
  const lookup = new AddressLookupStore(new FakeAddressDirectory(), new FakeClock(0));
  const methods = newMethodForm(contacts);
  let safeguard: Safeguard | undefined;
  if (options.safeguard) {
    // The address change safeguarded as on the sandbox; the customer types the code, or cancels.
    contacts.safeguard = methods.changes.safeguard;
    safeguard = options.safeguard === 'passing' ? passingSafeguard(methods.changes) : async () => { throw new SafeguardBlocked('cancelled'); };
  }
  const store = new ContactDetailsStore(new ContactStore(contacts, testQueryCache(), safeguard), new AddressFormStore(lookup), methods, removePhoneOver(methods.changes));
  return { contacts, lookup, store };
}

describe('ContactDetailsStore', () => {
  it('loads the contact details', async () => {
    const { store } = setup();
    await store.load();
    expect(store.contact).toEqual(AROHA_CONTACT);
  });

  it('reports a failed load', async () => {
    const { store, contacts } = setup();
    contacts.failing = true;
    await store.load();
    expect(store.loadFailed).toBe(true);
  });

  it('changes the residential address through the finder, searching physical addresses', async () => {
    const { store, contacts, lookup } = setup();
    await store.load();
    store.address.start('residential');
    expect(lookup.addressType).toBe('physical');
    expect(await store.address.save()).toBe(false); // nothing chosen yet, no password
    expect(store.address.passwordError).toBe('Enter your current password');
    store.address.setPassword('Kowhai-2026!');
    await store.address.form.choose('3000001');
    expect(await store.address.save()).toBe(true);
    expect(contacts.saves).toEqual([{ kind: 'residential', address: expect.objectContaining({ dpid: '3000001', postcode: '1010' }) }]);
    expect(store.contact?.residentialAddress?.addressLines).toEqual(['12 Queen Street']);
    expect(store.address.editing).toBeNull();
    expect(store.address.saved).toBe('residential');
  });

  it('changes an address only through the SMS safeguard', async () => {
    const { store, contacts } = setup({ safeguard: 'passing' });
    await store.load();
    store.address.start('postal');
    store.address.setPassword('Kowhai-2026!');
    await store.address.form.choose('3000001');
    expect(await store.address.save()).toBe(true);
    expect(contacts.saves).toEqual([{ kind: 'postal', address: expect.objectContaining({ dpid: '3000001' }) }]);
  });

  it('says nothing was changed when the safeguard is cancelled, and keeps the form open', async () => {
    const { store, contacts } = setup({ safeguard: 'cancelled' });
    await store.load();
    store.address.start('postal');
    store.address.setPassword('Kowhai-2026!');
    await store.address.form.choose('3000001');
    expect(await store.address.save()).toBe(false);
    expect(store.address.saveError).toBe(SAVE_ADDRESS_MESSAGES.cancelled);
    expect(store.address.editing).toBe('postal');
    expect(contacts.saves).toEqual([]);
  });

  it('asks for the current password: none or a wrong one saves nothing, the error on the password', async () => {
    const { store, contacts } = setup({ safeguard: 'passing' });
    await store.load();
    store.address.start('postal');
    await store.address.form.choose('3000001');
    expect(await store.address.save()).toBe(false);
    expect(store.address.passwordError).toBe('Enter your current password');
    store.address.setPassword('Not-the-password-1');
    expect(await store.address.save()).toBe(false);
    expect(store.address.passwordError).toBe('Your current password is incorrect.');
    expect(store.address.saveError).toBeNull();
    expect(contacts.saves).toEqual([]);
    store.address.setPassword('Kowhai-2026!');
    expect(await store.address.save()).toBe(true);
    expect(contacts.saves).toHaveLength(1);
  });

  it('searches postal addresses for the postal address', async () => {
    const { store, lookup } = setup();
    await store.load();
    store.address.start('postal');
    expect(lookup.addressType).toBe('postal');
  });

  it('shows a plain message when the bank refuses the address, and another when saving fails', async () => {
    const { store, contacts } = setup();
    await store.load();
    store.address.start('residential');
    store.address.setPassword('Kowhai-2026!');
    store.address.form.enterManually();
    store.address.form.setField('line1', '1 Test Street');
    store.address.form.setField('town', 'Nelson');
    store.address.form.setField('postcode', '7010');
    jest.spyOn(contacts, 'saveAddress').mockRejectedValueOnce(new ApiError(400));
    expect(await store.address.save()).toBe(false);
    expect(store.address.saveError).toBe(SAVE_ADDRESS_MESSAGES.invalid);
    contacts.failing = true;
    expect(await store.address.save()).toBe(false);
    expect(store.address.saveError).toBe(SAVE_ADDRESS_MESSAGES.failed);
    expect(store.address.editing).toBe('residential');
  });

  it('cancels a change without saving', async () => {
    const { store, contacts } = setup();
    await store.load();
    store.address.start('residential');
    store.address.cancel();
    expect(store.address.editing).toBeNull();
    expect(contacts.saves).toEqual([]);
  });
});

describe('ContactDetailsStore removing a phone', () => {
  it('asks, removes the confirmed phone, reloads the contact and says so', async () => {
    const { store, contacts } = setup();
    await store.load();
    store.removal.ask({ type: 'Home', number: '09 555 0101' });
    expect(store.removal.phone).toEqual({ type: 'Home', number: '09 555 0101' });
    expect(await store.removal.confirm()).toBe(true);
    expect(store.removal.phone).toBeNull();
    expect(store.methods.saved).toBe('phone-removed');
    expect(store.contact?.phones).toEqual([{ type: 'Mobile', number: '021 555 0101' }]);
    expect(contacts.peek().phones).toHaveLength(1);
  });

  it("keeps the bank's words when it refuses, and removes nothing on cancel", async () => {
    const { store } = setup();
    await store.load();
    store.removal.ask({ type: 'Home', number: '09 555 0101' });
    store.removal.cancel();
    expect(await store.removal.confirm()).toBe(false);
    store.removal.ask({ type: 'Mobile', number: '021 555 0101' });
    store.removal.setPassword('Kowhai-2026!');
    expect(await store.removal.confirm()).toBe(false);
    expect(store.removal.error).toBe('Add another mobile number before you remove this one. We send your one-time codes to it.');
    expect(store.contact?.phones).toHaveLength(2);
  });

  it('asks for the current password to remove a mobile: a missing or wrong one keeps the dialog open with the error on it', async () => {
    const { store, contacts } = setup();
    await store.load();
    store.removal.ask({ type: 'Mobile', number: '021 555 0101' });
    expect(store.removal.needsPassword).toBe(true);
    expect(await store.removal.confirm()).toBe(false);
    expect(store.removal.phone).toEqual({ type: 'Mobile', number: '021 555 0101' });
    expect(store.removal.passwordError).toBe('Enter your current password');
    store.removal.setPassword('Not-the-password-1');
    contacts.record({ phone: { type: 'Mobile', number: '029 555 0111' } });
    store.removal.cancel();
    store.removal.ask({ type: 'Mobile', number: '029 555 0111' });
    store.removal.setPassword('Not-the-password-1');
    expect(await store.removal.confirm()).toBe(false);
    expect(store.removal.passwordError).toBe('Your current password is incorrect.');
    expect(store.removal.error).toBeNull();
    store.removal.setPassword('Kowhai-2026!');
    expect(await store.removal.confirm()).toBe(true);
    expect(contacts.peek().phones).not.toContainEqual({ type: 'Mobile', number: '029 555 0111' });
  });
});
