import { AddressFormStore, CHOOSE_ADDRESS_MESSAGE } from '../../../../src/features/address/stores/AddressFormStore';
import { AddressLookupStore } from '../../../../src/features/address/stores/AddressLookupStore';
import { FakeAddressDirectory } from '../fakes/FakeAddressDirectory';
import { FakeClock } from '../../../kernel/fakes/FakeClock';

function setup() {
  const directory = new FakeAddressDirectory();
  const lookup = new AddressLookupStore(directory, new FakeClock(0));
  const form = new AddressFormStore(lookup);
  form.start('physical');
  return { directory, lookup, form };
}

describe('AddressFormStore', () => {
  it('asks for a choice while only the finder shows, once the customer tries to save', () => {
    const { form } = setup();
    expect(form.visibleErrors).toEqual({});
    expect(form.validate()).toBe(false);
    expect(form.visibleErrors).toEqual({ search: CHOOSE_ADDRESS_MESSAGE });
  });

  it('fills the fields from the chosen address and keeps its DPID', async () => {
    const { form, lookup } = setup();
    lookup.setQuery('12 queen st auck');
    await form.choose('3000001');
    expect(form.step).toBe('fields');
    expect(form.fields).toEqual({ line1: '12 Queen Street', line2: '', suburb: 'Auckland Central', town: 'Auckland', postcode: '1010' });
    expect(lookup.query).toBe('');
    expect(form.validate()).toBe(true);
    expect(form.toContactAddress()).toEqual({
      dpid: '3000001', addressLines: ['12 Queen Street'], suburb: 'Auckland Central', cityTown: 'Auckland', postcode: '1010',
    });
  });

  it('forgets the DPID once a field is edited by hand', async () => {
    const { form } = setup();
    await form.choose('3000001');
    form.setField('line2', 'Level 3');
    expect(form.toContactAddress()).toMatchObject({ dpid: null, addressLines: ['12 Queen Street', 'Level 3'] });
  });

  it('falls back to the empty fields with a warning when the details fail', async () => {
    const { form, directory } = setup();
    directory.failing = true;
    await form.choose('3000001');
    expect(form.step).toBe('fields');
    expect(form.detailsFailed).toBe(true);
    expect(form.fields.line1).toBe('');
  });

  it('validates the typed fields in plain words', () => {
    const { form } = setup();
    form.enterManually();
    form.setField('postcode', '');
    expect(form.validate()).toBe(false);
    expect(form.visibleErrors).toEqual({
      line1: 'Enter the first line of your address', town: 'Enter your town or city', postcode: 'Enter your postcode',
    });
    form.setField('line1', '  ');
    form.setField('town', 'Auckland');
    form.setField('postcode', '10101');
    form.setField('suburb', 'x'.repeat(61));
    expect(form.visibleErrors).toEqual({
      line1: 'Enter the first line of your address',
      suburb: 'Suburb must be 60 characters or fewer',
      postcode: 'Enter your postcode as 4 numbers, for example 1010',
    });
  });

  it('starts afresh: search step, empty fields, and the address type asked for', async () => {
    const { form, lookup } = setup();
    await form.choose('3000001');
    form.validate();
    form.start('postal');
    expect(form.step).toBe('search');
    expect(form.fields.line1).toBe('');
    expect(form.visibleErrors).toEqual({});
    expect(lookup.addressType).toBe('postal');
  });
});
