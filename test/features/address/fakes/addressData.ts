import type { AddressDetails, AddressSummary, AddressType } from '../../../../src/features/address/core/domain/Address';

/** One address the fakes hold: its type, summary and details. */
export interface FakeAddress { type: AddressType; summary: AddressSummary; details: AddressDetails }

const BLANK: AddressDetails = {
  boxBagNumber: null, boxBagType: null, lobby: null, unitType: null, unitValue: null, apartmentNumber: null,
  floor: null, streetAlpha: null, mailTown: null, poBoxNumber: null, privateBagNumber: null,
  sourceDesc: 'Postal\\Physical', deliverable: true, physical: true, streetNumber: null, roadName: null,
  roadSuffixName: null, roadTypeName: null, suburb: null, ruralDelivery: null, cityTown: null, postcode: null,
  addressLines: [],
};

function address(type: AddressType, id: string, details: Partial<AddressDetails> & { addressLines: string[] }): FakeAddress {
  return { type, summary: { id, fullAddress: details.addressLines.join(', ') }, details: { ...BLANK, ...details } };
}

function street(id: string, num: string, road: string, roadType: string, suburb: string, town: string, postcode: string): FakeAddress {
  return address('physical', id, {
    streetNumber: num, roadName: road, roadTypeName: roadType, suburb, cityTown: town, mailTown: town, postcode,
    addressLines: [`${num} ${road} ${roadType}`, suburb, `${town} ${postcode}`],
  });
}

/** The landmark the journeys and contract suites look for (spec: "12 queen st auck"). */
export const QUEEN_STREET = street('3000001', '12', 'Queen', 'Street', 'Auckland Central', 'Auckland', '1010');

/** A small directory in the shape of the sandbox's: streets, a unit, a rural road and postal boxes. */
export const FAKE_ADDRESSES: FakeAddress[] = [
  QUEEN_STREET,
  street('3000002', '14', 'Queen', 'Street', 'Auckland Central', 'Auckland', '1010'),
  street('3000003', '12', 'Queens', 'Drive', 'Lyall Bay', 'Wellington', '6022'),
  street('3000004', '120', 'Queen', 'Street', 'Richmond', 'Richmond', '7020'),
  street('3000005', '8', 'Karori', 'Road', 'Karori', 'Wellington', '6012'),
  address('physical', '3000006', {
    unitType: 'Flat', unitValue: '3', streetNumber: '45', roadName: 'Ponsonby', roadTypeName: 'Road',
    suburb: 'Ponsonby', cityTown: 'Auckland', mailTown: 'Auckland', postcode: '1011',
    addressLines: ['Flat 3', '45 Ponsonby Road', 'Ponsonby', 'Auckland 1011'],
  }),
  address('physical', '3000007', {
    streetNumber: '231', roadName: 'Kaiwaka-Mangawhai', roadTypeName: 'Road', ruralDelivery: 'RD 2',
    cityTown: 'Kaiwaka', mailTown: 'Kaiwaka', postcode: '0573',
    addressLines: ['231 Kaiwaka-Mangawhai Road', 'RD 2', 'Kaiwaka 0573'],
  }),
  address('postal', '3000008', {
    boxBagType: 'PO Box', boxBagNumber: '1234', poBoxNumber: '1234', lobby: 'Shortland Street',
    cityTown: 'Auckland', mailTown: 'Auckland', postcode: '1140', sourceDesc: 'Postal', physical: false,
    addressLines: ['PO Box 1234', 'Shortland Street', 'Auckland 1140'],
  }),
  address('postal', '3000009', {
    boxBagType: 'Private Bag', boxBagNumber: '92001', privateBagNumber: '92001', lobby: 'Victoria Street West',
    cityTown: 'Auckland', mailTown: 'Auckland', postcode: '1142', sourceDesc: 'Postal', physical: false,
    addressLines: ['Private Bag 92001', 'Victoria Street West', 'Auckland 1142'],
  }),
];

/** `count` numbered Queen Street addresses in Auckland Central: a long result list for render-cost checks. */
export function queenStreetRange(count: number): FakeAddress[] {
  return Array.from({ length: count }, (_, i) => street(String(4000001 + i), String(i + 1), 'Queen', 'Street', 'Auckland Central', 'Auckland', '1010'));
}
