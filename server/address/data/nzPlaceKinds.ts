/** The shape of a place in the address generator's data, and the helpers its tables are written with. */

export type NzRegion =
  | 'Northland' | 'Auckland' | 'Waikato' | 'Bay of Plenty' | 'Gisborne' | "Hawke's Bay"
  | 'Taranaki' | 'Manawatū-Whanganui' | 'Wellington' | 'Tasman' | 'Nelson' | 'Marlborough'
  | 'West Coast' | 'Canterbury' | 'Otago' | 'Southland';

/** One urban suburb/postcode combination. */
export interface NzPlace {
  /** Suburb or locality; null when NZ Post prints only the town (small towns, town centres). */
  readonly suburb: string | null;
  /** Town/city as printed on the last address line, e.g. 'Auckland' in 'Auckland 1010'. */
  readonly town: string;
  readonly postcode: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** Dense centre where apartments ("Apartment 305, Level 3") are common. */
  readonly apartments: boolean;
}

/** [suburb (null = town only), postcode, weight, 'apt' when apartments are common] */
type SuburbRow = readonly [string | null, string, number, 'apt'?];

export function town(region: NzRegion, name: string, rows: readonly SuburbRow[]): NzPlace[] {
  return rows.map(([suburb, postcode, weight, apt]) => ({
    suburb, town: name, postcode, region, weight, apartments: apt === 'apt',
  }));
}

/** A one-postcode town printed without a suburb line, e.g. '12 King Street, Pukekohe 2120'. */
export function small(region: NzRegion, name: string, postcode: string, weight: number): NzPlace {
  return { suburb: null, town: name, postcode, region, weight, apartments: false };
}
