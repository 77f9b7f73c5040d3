/**
 * Real New Zealand places for the sandbox address generator: towns/cities, their suburbs,
 * urban postcodes, rural delivery (RD) postcodes and PO Box lobbies.
 *
 * Compiled from public NZ Post postcode listings and Stats NZ / LINZ place names; facts, not
 * copied data. Postcodes are written from best knowledge of the public NZ Post listings and
 * may be off for a few boundary suburbs; see SOURCES.md before relying on one for anything
 * outside the sandbox. Names use macrons where the official (NZGB) name has them.
 *
 * Weights are rough relative sizes (about "thousands of residents" for urban rows). They only
 * steer how many generated addresses land in each place, so precision does not matter.
 */
import type { NzPlace } from './nzPlaceKinds';
import { NORTH_ISLAND_PLACES } from './nzPlacesNorthIsland';
import { SOUTH_ISLAND_PLACES } from './nzPlacesSouthIsland';

export type { NzPlace, NzRegion } from './nzPlaceKinds';

export const NZ_PLACES: readonly NzPlace[] = [...NORTH_ISLAND_PLACES, ...SOUTH_ISLAND_PLACES];
