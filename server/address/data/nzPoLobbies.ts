/**
 * PO Box lobbies for the sandbox address generator, from the same public NZ Post listings as
 * nzPlaces.ts (see its header and SOURCES.md).
 */
import type { NzRegion } from './nzPlaceKinds';

/** A PostShop / delivery branch that holds PO Boxes and (for the big ones) Private Bags. */
export interface PoLobby {
  /** Lobby name printed above the town line; null when it is the town itself (then no line). */
  readonly lobby: string | null;
  readonly town: string;
  readonly postcode: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** Inclusive range of PO Box numbers held at the lobby. */
  readonly boxes: readonly [number, number];
  /** Inclusive range of Private Bag numbers, for lobbies that issue them. */
  readonly bags: readonly [number, number] | null;
}

type LobbyRow = readonly [string | null, string, string, NzRegion, number, readonly [number, number],
  (readonly [number, number])?];

const LOBBY_ROWS: readonly LobbyRow[] = [
  ['Shortland Street', 'Auckland', '1140', 'Auckland', 10, [1, 4999]],
  ['Wellesley Street', 'Auckland', '1141', 'Auckland', 10, [5001, 7999]],
  ['Victoria Street West', 'Auckland', '1142', 'Auckland', 8, [8001, 9999], [92001, 92999]],
  ['Ponsonby', 'Auckland', '1144', 'Auckland', 4, [47001, 47999]],
  ['Newmarket', 'Auckland', '1149', 'Auckland', 5, [99001, 99999]],
  ['Symonds Street', 'Auckland', '1150', 'Auckland', 3, [8001, 8999]],
  ['Parnell', 'Auckland', '1151', 'Auckland', 3, [37001, 37999]],
  ['Epsom', 'Auckland', '1344', 'Auckland', 3, [26001, 26999]],
  ['Remuera', 'Auckland', '1541', 'Auckland', 4, [28001, 28999]],
  ['Ōtāhuhu', 'Auckland', '1640', 'Auckland', 3, [22001, 22999]],
  ['Onehunga', 'Auckland', '1643', 'Auckland', 3, [13001, 13999]],
  ['Takapuna', 'Auckland', '0740', 'Auckland', 5, [33001, 33999]],
  ['North Shore', 'Auckland', '0745', 'Auckland', 3, [100001, 100999], [102901, 102999]],
  ['Browns Bay', 'Auckland', '0753', 'Auckland', 3, [35001, 35999]],
  ['North Harbour', 'Auckland', '0751', 'Auckland', 4, [302001, 302999]],
  ['Henderson', 'Auckland', '0650', 'Auckland', 4, [21001, 21999]],
  ['New Lynn', 'Auckland', '0640', 'Auckland', 3, [15001, 15999]],
  ['Manukau', 'Auckland', '2241', 'Auckland', 5, [76001, 76999], [94001, 94999]],
  ['Howick', 'Auckland', '2145', 'Auckland', 3, [38001, 38999]],
  ['Pakuranga', 'Auckland', '2140', 'Auckland', 3, [51001, 51999]],
  [null, 'Papakura', '2244', 'Auckland', 3, [72001, 72999]],
  [null, 'Pukekohe', '2340', 'Auckland', 3, [1, 999]],
  [null, 'Ōrewa', '0946', 'Auckland', 2, [1, 999]],
  [null, 'Warkworth', '0941', 'Auckland', 2, [1, 999]],
  [null, 'Whangārei', '0140', 'Northland', 4, [1, 9999], [9001, 9099]],
  [null, 'Kerikeri', '0245', 'Northland', 2, [1, 999]],
  [null, 'Kaitaia', '0441', 'Northland', 1.5, [1, 999]],
  [null, 'Dargaville', '0340', 'Northland', 1, [1, 999]],
  [null, 'Hamilton', '3240', 'Waikato', 8, [1, 19999], [3001, 3199]],
  ['Frankton', 'Hamilton', '3245', 'Waikato', 2, [5001, 5999]],
  [null, 'Cambridge', '3450', 'Waikato', 2, [1, 999]],
  [null, 'Te Awamutu', '3840', 'Waikato', 2, [1, 999]],
  [null, 'Thames', '3540', 'Waikato', 1.5, [1, 999]],
  [null, 'Taupō', '3351', 'Waikato', 3, [1, 2999]],
  [null, 'Tokoroa', '3444', 'Waikato', 1.5, [1, 999]],
  [null, 'Matamata', '3440', 'Waikato', 1.5, [1, 999]],
  [null, 'Tauranga', '3140', 'Bay of Plenty', 6, [1, 15999], [12001, 12999]],
  [null, 'Mount Maunganui', '3150', 'Bay of Plenty', 2.5, [4001, 5999]],
  [null, 'Rotorua', '3040', 'Bay of Plenty', 4, [1, 9999], [3001, 3099]],
  [null, 'Whakatāne', '3158', 'Bay of Plenty', 2, [1, 999]],
  [null, 'Gisborne', '4040', 'Gisborne', 2.5, [1, 2999], [7001, 7099]],
  [null, 'Napier', '4140', "Hawke's Bay", 3.5, [1, 4999], [6001, 6099]],
  [null, 'Hastings', '4156', "Hawke's Bay", 3, [1, 2999], [9001, 9099]],
  [null, 'Havelock North', '4157', "Hawke's Bay", 1.5, [8001, 8999]],
  [null, 'New Plymouth', '4340', 'Taranaki', 3.5, [1, 8999], [2001, 2099]],
  [null, 'Hāwera', '4640', 'Taranaki', 1.5, [1, 999]],
  [null, 'Palmerston North', '4440', 'Manawatū-Whanganui', 4, [1, 9999], [11001, 11999]],
  [null, 'Whanganui', '4540', 'Manawatū-Whanganui', 2.5, [1, 4999], [3001, 3099]],
  [null, 'Feilding', '4740', 'Manawatū-Whanganui', 1.5, [1, 999]],
  [null, 'Levin', '5540', 'Manawatū-Whanganui', 1.5, [1, 999]],
  [null, 'Wellington', '6140', 'Wellington', 10, [1, 4999], [1901, 1999]],
  ['Marion Square', 'Wellington', '6141', 'Wellington', 3, [9001, 9999], [6901, 6999]],
  ['Manners Street', 'Wellington', '6142', 'Wellington', 3, [11001, 11999]],
  ['The Terrace', 'Wellington', '6143', 'Wellington', 3, [10001, 10999]],
  ['Lambton Quay', 'Wellington', '6145', 'Wellington', 4, [5001, 5999]],
  ['Karori', 'Wellington', '6147', 'Wellington', 2, [17001, 17999]],
  ['Newtown', 'Wellington', '6242', 'Wellington', 2, [7001, 7999]],
  ['Johnsonville', 'Wellington', '6440', 'Wellington', 2, [13001, 13999]],
  ['Wellington Mail Centre', 'Lower Hutt', '5045', 'Wellington', 3, [39001, 39999], [39801, 39999]],
  [null, 'Lower Hutt', '5040', 'Wellington', 3, [30001, 31999]],
  [null, 'Upper Hutt', '5140', 'Wellington', 2, [40001, 40999]],
  [null, 'Porirua', '5240', 'Wellington', 2, [50001, 50999]],
  [null, 'Paraparaumu', '5254', 'Wellington', 2, [1, 1999]],
  [null, 'Masterton', '5840', 'Wellington', 2, [1, 1999]],
  [null, 'Nelson', '7040', 'Nelson', 3.5, [1, 3999], [1, 99]],
  [null, 'Richmond', '7050', 'Tasman', 2, [3001, 3999]],
  [null, 'Motueka', '7143', 'Tasman', 1.2, [1, 999]],
  [null, 'Blenheim', '7240', 'Marlborough', 2.5, [1, 1999], [1001, 1099]],
  [null, 'Picton', '7250', 'Marlborough', 1, [1, 499]],
  [null, 'Greymouth', '7840', 'West Coast', 1.5, [1, 999]],
  [null, 'Westport', '7866', 'West Coast', 1, [1, 499]],
  [null, 'Hokitika', '7842', 'West Coast', 1, [1, 499]],
  [null, 'Christchurch', '8140', 'Canterbury', 10, [1, 13999], [4701, 4999]],
  ['Riccarton', 'Christchurch', '8440', 'Canterbury', 3, [8001, 8999]],
  ['Papanui', 'Christchurch', '8542', 'Canterbury', 3, [5001, 5999]],
  ['Sydenham', 'Christchurch', '8240', 'Canterbury', 2.5, [7001, 7999]],
  [null, 'Rangiora', '7440', 'Canterbury', 2, [1, 999]],
  [null, 'Kaiapoi', '7644', 'Canterbury', 1.2, [1, 499]],
  [null, 'Rolleston', '7643', 'Canterbury', 1.5, [1, 999]],
  [null, 'Ashburton', '7740', 'Canterbury', 2, [1, 999]],
  [null, 'Timaru', '7940', 'Canterbury', 2.5, [1, 2999], [901, 999]],
  [null, 'Kaikōura', '7340', 'Canterbury', 0.6, [1, 299]],
  [null, 'Dunedin', '9054', 'Otago', 6, [1, 5999], [1901, 1999]],
  ['Moray Place', 'Dunedin', '9058', 'Otago', 2.5, [5001, 5999]],
  [null, 'Mosgiel', '9053', 'Otago', 1.5, [1, 999]],
  [null, 'Oamaru', '9444', 'Otago', 1.5, [1, 999]],
  [null, 'Queenstown', '9348', 'Otago', 2.5, [1, 2999]],
  [null, 'Wānaka', '9343', 'Otago', 1.5, [1, 999]],
  [null, 'Cromwell', '9342', 'Otago', 1, [1, 499]],
  [null, 'Alexandra', '9340', 'Otago', 1, [1, 499]],
  [null, 'Balclutha', '9240', 'Otago', 0.8, [1, 499]],
  [null, 'Invercargill', '9840', 'Southland', 3.5, [1, 4999], [90101, 90199]],
  [null, 'Gore', '9740', 'Southland', 1.2, [1, 999]],
  [null, 'Te Anau', '9640', 'Southland', 0.6, [1, 299]],
];

export const NZ_PO_LOBBIES: readonly PoLobby[] = LOBBY_ROWS.map(
  ([lobby, townName, postcode, region, weight, boxes, bags]) =>
    ({ lobby, town: townName, postcode, region, weight, boxes, bags: bags ?? null }),
);
