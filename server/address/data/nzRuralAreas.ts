/**
 * Rural delivery (RD) areas for the sandbox address generator, from the same public NZ Post
 * listings as nzPlaces.ts (see its header and SOURCES.md).
 */
import type { NzRegion } from './nzPlaceKinds';

/** A rural delivery area: RD numbers run out of a town's delivery branch, each with its postcode. */
export interface RuralArea {
  readonly town: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** State highway numbers that pass through the area (rural addresses on them are common). */
  readonly highways: readonly number[];
  /** [RD number, rural postcode] */
  readonly rds: readonly (readonly [number, string])[];
}

function rural(region: NzRegion, name: string, weight: number, highways: readonly number[],
  rds: readonly (readonly [number, string])[]): RuralArea {
  return { town: name, region, weight, highways, rds };
}

/** RD n → postcode (first + n - 1), the common pattern of NZ rural postcodes. */
function rdRun(count: number, firstPostcode: number, firstRd = 1): [number, string][] {
  return Array.from({ length: count }, (_, i) => [firstRd + i, String(firstPostcode + i).padStart(4, '0')]);
}

export const NZ_RURAL_AREAS: readonly RuralArea[] = [
  rural('Northland', 'Kaitaia', 3, [1, 10], rdRun(4, 481)),
  rural('Northland', 'Kerikeri', 4, [10], [[1, '0294'], [2, '0295'], [3, '0293']]),
  rural('Northland', 'Whangārei', 6, [1, 14, 15], rdRun(9, 171)),
  rural('Northland', 'Dargaville', 3, [12, 14], rdRun(4, 371)),
  rural('Auckland', 'Warkworth', 5, [1, 16], rdRun(6, 981)),
  rural('Auckland', 'Wellsford', 2, [1, 16], rdRun(5, 971)),
  rural('Auckland', 'Helensville', 2, [16], [[1, '0875'], [2, '0874'], [3, '0873']]),
  rural('Auckland', 'Kumeū', 2, [16], [[1, '0891'], [2, '0892']]),
  rural('Auckland', 'Pukekohe', 4, [22], rdRun(4, 2676)),
  rural('Auckland', 'Waiuku', 3, [22], rdRun(5, 2681)),
  rural('Auckland', 'Papakura', 2, [1, 22], [[1, '2580'], [2, '2582'], [3, '2583']]),
  rural('Waikato', 'Hamilton', 6, [1, 3, 23, 26, 39], rdRun(10, 3281)),
  rural('Waikato', 'Cambridge', 4, [1], rdRun(4, 3493)),
  rural('Waikato', 'Te Awamutu', 4, [3, 39], rdRun(6, 3871)),
  rural('Waikato', 'Morrinsville', 3, [26], rdRun(6, 3371)),
  rural('Waikato', 'Matamata', 3, [24, 27], rdRun(5, 3471)),
  rural('Waikato', 'Te Aroha', 2, [26], rdRun(3, 3391)),
  rural('Waikato', 'Huntly', 2, [1], rdRun(3, 3771)),
  rural('Waikato', 'Ngāruawāhia', 2, [39], rdRun(2, 3793)),
  rural('Waikato', 'Raglan', 1.5, [23], rdRun(2, 3295)),
  rural('Waikato', 'Taupō', 3, [1, 5], rdRun(3, 3377)),
  rural('Waikato', 'Te Kūiti', 2, [3, 30], rdRun(5, 3981)),
  rural('Waikato', 'Ōtorohanga', 1.5, [3, 31], rdRun(4, 3971)),
  rural('Bay of Plenty', 'Tauranga', 4, [2, 29, 36], rdRun(6, 3171)),
  rural('Bay of Plenty', 'Te Puke', 3, [2, 33], rdRun(6, 3181)),
  rural('Bay of Plenty', 'Katikati', 2, [2], [[1, '3177'], [2, '3178']]),
  rural('Bay of Plenty', 'Whakatāne', 3, [2, 30], rdRun(4, 3191)),
  rural('Bay of Plenty', 'Rotorua', 4, [5, 30, 33, 36], rdRun(6, 3072)),
  rural('Bay of Plenty', 'Ōpōtiki', 1.5, [2, 35], rdRun(3, 3197)),
  rural('Gisborne', 'Gisborne', 2.5, [2, 35], rdRun(3, 4071)),
  rural("Hawke's Bay", 'Napier', 2.5, [2, 5, 50], rdRun(6, 4181)),
  rural("Hawke's Bay", 'Hastings', 3.5, [2, 50], rdRun(9, 4171)),
  rural("Hawke's Bay", 'Waipukurau', 2, [2, 50], rdRun(4, 4271)),
  rural("Hawke's Bay", 'Wairoa', 1.5, [2, 38], rdRun(5, 4191)),
  rural('Taranaki', 'New Plymouth', 4, [3, 45], rdRun(6, 4371)),
  rural('Taranaki', 'Stratford', 2, [3, 43], rdRun(4, 4391)),
  rural('Taranaki', 'Hāwera', 2.5, [3, 45], rdRun(8, 4671)),
  rural('Taranaki', 'Inglewood', 1.5, [3], rdRun(3, 4386)),
  rural('Manawatū-Whanganui', 'Palmerston North', 3.5, [3, 56, 57], [...rdRun(9, 4471), [10, '4470']]),
  rural('Manawatū-Whanganui', 'Feilding', 3, [54], rdRun(9, 4771)),
  rural('Manawatū-Whanganui', 'Whanganui', 3, [3, 4], rdRun(8, 4571)),
  rural('Manawatū-Whanganui', 'Levin', 2.5, [1, 57], rdRun(5, 5571)),
  rural('Manawatū-Whanganui', 'Dannevirke', 2, [2], rdRun(9, 4971)),
  rural('Manawatū-Whanganui', 'Taumarunui', 1.5, [4, 41], rdRun(4, 3991)),
  rural('Wellington', 'Masterton', 3, [2], rdRun(9, 5881)),
  rural('Wellington', 'Carterton', 2, [2], rdRun(4, 5791)),
  rural('Wellington', 'Featherston', 1.5, [2, 53], rdRun(3, 5771)),
  rural('Wellington', 'Ōtaki', 1.5, [1], rdRun(2, 5581)),
  rural('Tasman', 'Richmond', 2.5, [6, 60], rdRun(4, 7081)),
  rural('Tasman', 'Motueka', 2.5, [60], rdRun(3, 7196)),
  rural('Tasman', 'Tākaka', 1, [60], rdRun(2, 7182)),
  rural('Tasman', 'Wakefield', 1.5, [6], rdRun(2, 7095)),
  rural('Marlborough', 'Blenheim', 3.5, [1, 6, 63], rdRun(6, 7271)),
  rural('Marlborough', 'Picton', 1, [1], rdRun(2, 7281)),
  rural('West Coast', 'Greymouth', 1.5, [6, 7], rdRun(5, 7871)),
  rural('West Coast', 'Westport', 1.2, [6, 67], rdRun(3, 7891)),
  rural('West Coast', 'Hokitika', 1.2, [6, 73], rdRun(4, 7881)),
  rural('Canterbury', 'Christchurch', 4, [1, 73, 75], rdRun(7, 7671)),
  rural('Canterbury', 'Rangiora', 4, [71, 72], rdRun(7, 7471)),
  rural('Canterbury', 'Kaiapoi', 2, [1], rdRun(2, 7691)),
  rural('Canterbury', 'Darfield', 2, [73, 77], rdRun(2, 7571)),
  rural('Canterbury', 'Oxford', 1, [72], [[2, '7495']]),
  rural('Canterbury', 'Amberley', 1.5, [1], rdRun(3, 7481)),
  rural('Canterbury', 'Kaikōura', 1, [1], rdRun(4, 7371)),
  rural('Canterbury', 'Ashburton', 4, [1, 77], rdRun(8, 7771)),
  rural('Canterbury', 'Timaru', 3, [1, 8], rdRun(5, 7971)),
  rural('Canterbury', 'Geraldine', 1.5, [79], rdRun(2, 7991)),
  rural('Canterbury', 'Waimate', 1.5, [82], rdRun(3, 7978)),
  rural('Otago', 'Oamaru', 3, [1, 83], rdRun(5, 9491)),
  rural('Otago', 'Mosgiel', 2, [1, 87], rdRun(3, 9091)),
  rural('Otago', 'Balclutha', 2, [1, 8], rdRun(4, 9271)),
  rural('Otago', 'Alexandra', 1.5, [8, 85], rdRun(3, 9391)),
  rural('Otago', 'Cromwell', 1.5, [6, 8], [[2, '9384'], [3, '9385']]),
  rural('Otago', 'Wānaka', 2, [6, 84], [[2, '9382'], [3, '9383']]),
  rural('Otago', 'Queenstown', 1.5, [6], rdRun(2, 9371)),
  rural('Southland', 'Invercargill', 4, [1, 6, 99], rdRun(9, 9871)),
  rural('Southland', 'Gore', 3, [1, 94], rdRun(9, 9771)),
  rural('Southland', 'Winton', 2, [6, 96], rdRun(3, 9781)),
  rural('Southland', 'Te Anau', 0.8, [94], [[1, '9672']]),
  rural('Southland', 'Riverton', 1.2, [99], rdRun(3, 9881)),
];
