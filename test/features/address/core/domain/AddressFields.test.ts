import type { AddressDetails } from '../../../../../src/features/address/core/domain/Address';
import {
  contactAddressFromFields, contactAddressLines, fieldsFromContactAddress, fieldsFromDetails,
} from '../../../../../src/features/address/core/domain/AddressFields';
import { FAKE_ADDRESSES, QUEEN_STREET } from '../../fakes/addressData';

const detailsOf = (id: string): AddressDetails => FAKE_ADDRESSES.find((a) => a.summary.id === id)!.details;

describe('fieldsFromDetails', () => {
  it('fills a street address: street line, suburb, town and postcode', () => {
    expect(fieldsFromDetails(QUEEN_STREET.details)).toEqual({
      line1: '12 Queen Street', line2: '', suburb: 'Auckland Central', town: 'Auckland', postcode: '1010',
    });
  });

  it('puts a flat on line 1 and the street on line 2', () => {
    expect(fieldsFromDetails(detailsOf('3000006'))).toMatchObject({ line1: 'Flat 3', line2: '45 Ponsonby Road', suburb: 'Ponsonby' });
  });

  it('keeps the RD line of a rural address and has no suburb', () => {
    expect(fieldsFromDetails(detailsOf('3000007'))).toEqual({
      line1: '231 Kaiwaka-Mangawhai Road', line2: 'RD 2', suburb: '', town: 'Kaiwaka', postcode: '0573',
    });
  });

  it('fills a PO Box with its lobby', () => {
    expect(fieldsFromDetails(detailsOf('3000008'))).toEqual({
      line1: 'PO Box 1234', line2: 'Shortland Street', suburb: '', town: 'Auckland', postcode: '1140',
    });
  });

  it('folds a third street line into line 1', () => {
    const apartment = { ...QUEEN_STREET.details, addressLines: ['Apartment 1203', 'Level 12', '12 Queen Street', 'Auckland Central', 'Auckland 1010'] };
    expect(fieldsFromDetails(apartment)).toMatchObject({ line1: 'Apartment 1203, Level 12', line2: '12 Queen Street' });
  });

  it('builds the lines from the parts when the directory sends none', () => {
    const parts = { ...QUEEN_STREET.details, addressLines: [], unitType: 'Unit', unitValue: '2', streetAlpha: 'A' };
    expect(fieldsFromDetails(parts)).toMatchObject({ line1: 'Unit 2', line2: '12A Queen Street', suburb: 'Auckland Central' });
    const box = { ...detailsOf('3000009'), addressLines: [] };
    expect(fieldsFromDetails(box)).toMatchObject({ line1: 'Private Bag 92001', line2: 'Victoria Street West' });
  });

  it('falls back to the mail town when there is no city or town', () => {
    expect(fieldsFromDetails({ ...QUEEN_STREET.details, cityTown: null, mailTown: 'Auckland' }).town).toBe('Auckland');
  });
});

describe('contact addresses', () => {
  const fields = { line1: ' 12 Queen Street ', line2: '', suburb: ' ', town: 'Auckland', postcode: '1010' };

  it('drop blank optional lines and trim what is saved', () => {
    expect(contactAddressFromFields(fields, null)).toEqual({
      dpid: null, addressLines: ['12 Queen Street'], suburb: null, cityTown: 'Auckland', postcode: '1010',
    });
  });

  it('round-trip through the form fields', () => {
    const address = { dpid: '3000006', addressLines: ['Flat 3', '45 Ponsonby Road'], suburb: 'Ponsonby', cityTown: 'Auckland', postcode: '1011' };
    expect(contactAddressFromFields(fieldsFromContactAddress(address), '3000006')).toEqual(address);
  });

  it('print as envelope lines', () => {
    expect(contactAddressLines({ dpid: null, addressLines: ['12 Queen Street'], suburb: 'Auckland Central', cityTown: 'Auckland', postcode: '1010' }))
      .toEqual(['12 Queen Street', 'Auckland Central', 'Auckland 1010']);
  });
});
