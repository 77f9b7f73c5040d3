import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressFormStore } from '../../../../src/features/address/stores/AddressFormStore';
import { AddressLookupStore } from '../../../../src/features/address/stores/AddressLookupStore';
import { AddressFinder } from '../../../../src/features/address/ui/AddressFinder';
import { FakeAddressDirectory } from '../fakes/FakeAddressDirectory';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { renderWithServices } from '../../../support/renderWithServices';

function setup() {
  const directory = new FakeAddressDirectory();
  const clock = new FakeClock(0);
  const form = new AddressFormStore(new AddressLookupStore(directory, clock));
  form.start('physical');
  renderWithServices(<AddressFinder form={form} legend="New residential address" />);
  return { directory, clock, form, user: userEvent.setup(), search: screen.getByRole('combobox', { name: 'Find your address' }) };
}

describe('AddressFinder', () => {
  it('does not search for fewer than 3 characters', async () => {
    const { user, search, directory } = setup();
    await user.type(search, '12');
    expect(directory.searches).toEqual([]);
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds an address, announces the count, and fills the fields when one is chosen with the keyboard', async () => {
    const { user, search, directory, clock } = setup();
    await user.type(search, '12 queen st auck');
    act(() => clock.advance(800)); // the throttle's trailing search for the whole query
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 address found'));
    const option = screen.getByRole('option', { name: '12 Queen Street, Auckland Central, Auckland 1010' });
    expect(within(option).getAllByText((_, el) => el?.tagName === 'MARK').map((m) => m.textContent)).toEqual(['12', 'Queen', 'St', 'Auck', 'Auck']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByLabelText('Address line 1')).toHaveValue('12 Queen Street');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Suburb (optional)')).toHaveValue('Auckland Central');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Auckland');
    expect(screen.getByLabelText('Postcode')).toHaveValue('1010');
    expect(directory.calls.filter((c) => c.method === 'details')).toEqual([{ method: 'details', id: '3000001' }]);
  });

  it('says when nothing matches', async () => {
    const { user, search, clock } = setup();
    await user.type(search, 'zzqx');
    act(() => clock.advance(800));
    expect(await screen.findByText('No matching addresses. Check the spelling, or enter your address manually.')).toBeInTheDocument();
  });

  it('offers manual entry when the search is unavailable, and the manual fields validate in plain words', async () => {
    const { user, search, directory, form } = setup();
    directory.failing = true;
    await user.type(search, 'queen');
    expect(await screen.findByText('Search unavailable — enter your address manually')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    await user.type(postcode, '10a');
    act(() => { form.validate(); });
    expect(await screen.findByText('Enter your postcode as 4 numbers, for example 1010')).toBeInTheDocument();
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the first line of your address')).toBeInTheDocument();
    await user.clear(postcode);
    await user.type(postcode, '1010');
    expect(postcode).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a choice when the customer saves without one', async () => {
    const { form, search } = setup();
    act(() => { form.validate(); });
    expect(await screen.findByText('Choose your address from the list, or enter it manually')).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns and shows empty fields when the chosen address cannot be loaded', async () => {
    const { user, search, directory } = setup();
    await user.type(search, 'karori');
    await screen.findByRole('option', { name: '8 Karori Road, Karori, Wellington 6012' });
    directory.failing = true;
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText("We couldn't load the details of that address. Please enter it below.")).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
  });
});
