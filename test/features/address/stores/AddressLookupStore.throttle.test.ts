import { settle, setupLookup as setup } from './lookupTestSetup';

describe('AddressLookupStore: the 800 ms throttle', () => {
  it('runs the first search at once (leading) and the latest query at the end of the window (trailing)', async () => {
    const { directory, store, clock } = setup();
    store.setQuery('que');
    expect(directory.searches.map((s) => s.query)).toEqual(['que']);
    clock.advance(100);
    store.setQuery('quee');
    clock.advance(100);
    store.setQuery('queen');
    clock.advance(599);
    expect(directory.searches.map((s) => s.query)).toEqual(['que']);
    clock.advance(1);
    expect(directory.searches.map((s) => s.query)).toEqual(['que', 'queen']);
  });

  it('opens a new window after a trailing search', () => {
    const { directory, store, clock } = setup();
    store.setQuery('que');
    store.setQuery('quee');
    clock.advance(800); // trailing 'quee' at 800
    store.setQuery('queen');
    clock.advance(799);
    expect(directory.searches.map((s) => s.query)).toEqual(['que', 'quee']);
    clock.advance(1);
    expect(directory.searches.map((s) => s.query)).toEqual(['que', 'quee', 'queen']);
  });

  it('drops the trailing search when the query became too short or cached meanwhile', async () => {
    const { directory, store, clock } = setup();
    store.setQuery('queen');
    await settle();
    store.setQuery('queens');
    store.setQuery('qu'); // too short by the window's end
    clock.advance(800);
    expect(directory.searches.map((s) => s.query)).toEqual(['queen']);
    store.setQuery('karori'); // the skipped run left the window closed: leading again
    store.setQuery('queen'); // cached by the window's end
    clock.advance(800);
    expect(directory.searches.map((s) => s.query)).toEqual(['queen', 'karori']);
  });

  it('issues at most 4 searches for a 20-character address typed at 10 keys a second', async () => {
    const { directory, store, clock } = setup();
    const address = '12 queen street auck';
    expect(address).toHaveLength(20);
    for (let i = 1; i <= address.length; i += 1) {
      store.setQuery(address.slice(0, i));
      clock.advance(100);
      await settle();
    }
    clock.advance(2000);
    await settle();
    expect(directory.searches.length).toBeLessThanOrEqual(4);
    expect(directory.searches.at(-1)).toEqual({ type: 'physical', query: address });
  });

  it('stops a waiting search when the query is cleared', () => {
    const { directory, store, clock } = setup();
    store.setQuery('que');
    store.setQuery('queen');
    store.clearQuery();
    clock.advance(2000);
    expect(directory.searches.map((s) => s.query)).toEqual(['que']);
    expect(store.query).toBe('');
  });
});
