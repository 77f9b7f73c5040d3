import { AddressLookupFailure } from '../../../../../src/features/address/core/domain/AddressLookupFailure';
import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { addressCacheKey, isSearchableQuery, normaliseAddressQuery } from '../../../../../src/features/address/core/domain/AddressSearchPolicy';

describe('address search policy', () => {
  it('keys the cache by type and the trimmed, lowercased query', () => {
    expect(addressCacheKey('physical', '  12 Queen ST ')).toBe('physical:12 queen st');
    expect(addressCacheKey('postal', 'PO Box 1')).toBe('postal:po box 1');
    expect(normaliseAddressQuery(' Karori ')).toBe('karori');
  });

  it('needs at least 3 characters after trimming', () => {
    expect(isSearchableQuery('12')).toBe(false);
    expect(isSearchableQuery('  12   ')).toBe(false);
    expect(isSearchableQuery('12 ')).toBe(false);
    expect(isSearchableQuery(' 12q')).toBe(true);
  });
});

describe('AddressLookupFailure', () => {
  it('is an ApiError with the spec texts', () => {
    const search = new AddressLookupFailure('search');
    expect(search).toBeInstanceOf(ApiError);
    expect(search.message).toBe('Address search unsuccessful');
    expect(new AddressLookupFailure('details', 404).message).toBe('Address details request unsuccessful');
    expect(new AddressLookupFailure('details', 404).status).toBe(404);
  });
});
