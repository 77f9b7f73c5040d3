import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { highlightMatches } from '../../src/design-system/highlightMatches';
import { AddressFormStore } from '../../src/features/address/stores/AddressFormStore';
import { AddressLookupStore } from '../../src/features/address/stores/AddressLookupStore';
import { AddressFinder } from '../../src/features/address/ui/AddressFinder';
import { queenStreetRange } from '../features/address/fakes/addressData';
import { FakeAddressDirectory } from '../features/address/fakes/FakeAddressDirectory';
import { FakeClock } from '../kernel/fakes/FakeClock';
import { renderWithServices } from '../support/renderWithServices';

// Counts row renders: each row highlights its label once per render.
jest.mock('../../src/design-system/highlightMatches', () => {
  const actual = jest.requireActual('../../src/design-system/highlightMatches');
  return { highlightMatches: jest.fn(actual.highlightMatches) };
});

/**
 * The address lookup's client speed rules, checked where they can be checked deterministically:
 * the throttle bounds the requests (FakeClock), and memoised rows bound the render work.
 * The wall-clock check (no keystroke blocks > 16 ms with 50 results) is the Playwright
 * journey e2e/address-lookup-performance.spec.ts, in a real browser.
 */
function setup() {
  const directory = new FakeAddressDirectory(queenStreetRange(60), 50);
  const clock = new FakeClock(0);
  const form = new AddressFormStore(new AddressLookupStore(directory, clock));
  form.start('physical');
  renderWithServices(<AddressFinder form={form} legend="Address" />);
  return { directory, clock, user: userEvent.setup(), search: screen.getByRole('combobox', { name: 'Find your address' }) };
}

describe('Typeahead performance budget', () => {
  it('issues at most 4 search requests for a 20-character address typed at 10 keys a second', async () => {
    const { directory, clock, user, search } = setup();
    const address = '12 queen street auck';
    expect(address).toHaveLength(20);
    for (const key of address) {
      await user.type(search, key);
      act(() => clock.advance(100));
    }
    act(() => clock.advance(1_000));
    await screen.findByRole('status');
    expect(directory.searches.length).toBeLessThanOrEqual(4);
    expect(directory.searches.at(-1)?.query).toBe(address);
    console.info(`[typeahead] ${directory.searches.length} search requests for 20 keys at 10 keys/s: ${directory.searches.map((s) => `"${s.query}"`).join(', ')}`);
  });

  it('re-renders no row on a keystroke while 50 results are shown: marks follow the results, not the typing', async () => {
    const { user, search } = setup();
    await user.type(search, 'queen');
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    jest.mocked(highlightMatches).mockClear();
    await user.type(search, ' st'); // inside the throttle window: the shown results stay those of "queen"
    expect(jest.mocked(highlightMatches)).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option')).toHaveLength(50);
  });

  it('moves the highlight through 50 results re-rendering two rows, not fifty', async () => {
    const { user, search } = setup();
    await user.type(search, 'queen');
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    await user.keyboard('{ArrowDown}');
    jest.mocked(highlightMatches).mockClear();
    await user.keyboard('{ArrowDown}');
    expect(jest.mocked(highlightMatches).mock.calls.length).toBe(2);
  });
});
