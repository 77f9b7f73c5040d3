/**
 * Deterministic generator of realistic New Zealand addresses for the sandbox address typeahead.
 * Pure: no database, no Math.random, no Date. The same build always yields the same rows, and the
 * first N rows never depend on how many were asked for (nothing is planned from `count`).
 *
 * Address types (decision): `type` says what kind of address a row is, not what it can be used
 * for. 'physical' rows are street and rural (RD) addresses; they are also postal addresses, so
 * they carry `deliverable: true` and sourceDesc 'Postal\Physical' (about 1% are new-build
 * addresses not yet on a delivery round: sourceDesc 'Physical', deliverable false). 'postal'
 * rows are PO Box, Private Bag and Counter Delivery addresses (physical false). A "postal
 * address" lookup should therefore filter on details.deliverable, a "residential address"
 * lookup on type === 'physical'.
 */
import { NZ_PLACES, type NzPlace } from './data/nzPlaces';
import { NZ_PO_LOBBIES, type PoLobby } from './data/nzPoLobbies';
import { NZ_RURAL_AREAS, type RuralArea } from './data/nzRuralAreas';
import { LANDMARK_STREETS } from './data/streetNames';
import { ADDRESS_SEED as SEED, int, mulberry32, pick, weighted, type Rng } from './random';
import { placeRoads, ruralRoads, type Road, type RuralRoad } from './roads';

export type AddressType = 'physical' | 'postal';

export interface AddressDetails {
  boxBagNumber: string | null; boxBagType: string | null; lobby: string | null;
  unitType: string | null; unitValue: string | null; apartmentNumber: string | null; floor: string | null;
  streetAlpha: string | null; mailTown: string | null; poBoxNumber: string | null; privateBagNumber: string | null;
  sourceDesc: string; deliverable: boolean; physical: boolean;
  streetNumber: string | null; roadName: string | null; roadSuffixName: string | null; roadTypeName: string | null;
  suburb: string | null; ruralDelivery: string | null; cityTown: string | null; postcode: string;
  /** The lines as NZ Post would print them on an envelope; fullAddress is them joined by ', '. */
  addressLines: string[];
}

export interface AddressRow {
  /** Unique, stable numeric string in the style of an NZ Post Delivery Point ID. */
  dpid: string;
  type: AddressType;
  fullAddress: string;
  details: AddressDetails;
}

export const DEFAULT_ADDRESS_COUNT = 120_000;
const FIRST_DPID = 3_000_001;
/** Row mix: 80% urban street, 8% rural delivery, 12% postal. */
const URBAN_SHARE = 0.8;
const RURAL_SHARE = 0.08;


/**
 * Fills in every field, always in the same order: one object shape for all rows keeps V8 fast
 * (spreading a defaults object was the generator's main cost) and the JSON stable.
 */
function makeDetails(d: Partial<AddressDetails> & Pick<AddressDetails, 'postcode' | 'addressLines'>): AddressDetails {
  return {
    boxBagNumber: d.boxBagNumber ?? null, boxBagType: d.boxBagType ?? null, lobby: d.lobby ?? null,
    unitType: d.unitType ?? null, unitValue: d.unitValue ?? null, apartmentNumber: d.apartmentNumber ?? null,
    floor: d.floor ?? null, streetAlpha: d.streetAlpha ?? null, mailTown: d.mailTown ?? null,
    poBoxNumber: d.poBoxNumber ?? null, privateBagNumber: d.privateBagNumber ?? null,
    sourceDesc: d.sourceDesc ?? 'Postal\\Physical', deliverable: d.deliverable ?? true, physical: d.physical ?? true,
    streetNumber: d.streetNumber ?? null, roadName: d.roadName ?? null, roadSuffixName: d.roadSuffixName ?? null,
    roadTypeName: d.roadTypeName ?? null, suburb: d.suburb ?? null, ruralDelivery: d.ruralDelivery ?? null,
    cityTown: d.cityTown ?? null, postcode: d.postcode, addressLines: d.addressLines,
  };
}

/** A candidate row before it gets its DPID; `key` identifies the delivery point for de-duplication. */
interface Candidate { key: string; type: AddressType; details: AddressDetails }

interface Unit { unitType: string | null; unitValue: string; floor: string | null }

/** Flats/units ("Flat 3", "Unit 2", "3/45") everywhere; apartments with levels in dense centres. */
function chooseUnit(rng: Rng, place: NzPlace): Unit | null {
  if (place.apartments && rng() < 0.35) {
    const level = int(rng, 1, 20);
    return { unitType: 'Apartment', unitValue: `${level}${String(int(rng, 1, 12)).padStart(2, '0')}`, floor: `Level ${level}` };
  }
  if (rng() >= 0.1) return null;
  const styleRoll = rng();
  const unitType = styleRoll < 0.5 ? null : styleRoll < 0.8 ? 'Flat' : 'Unit';
  return { unitType, unitValue: String(int(rng, 1, 8)), floor: null };
}

function streetCandidate(place: NzPlace, road: Road, num: number, alpha: string | null, unit: Unit | null,
  deliverable = true): Candidate {
  const slash = unit !== null && unit.unitType === null ? `${unit.unitValue}/` : '';
  const streetLine = `${slash}${num}${alpha ?? ''} ${road.label}`;
  const unitLine = unit?.unitType ? `${unit.unitType} ${unit.unitValue}` : null;
  const lines = [unitLine, unit?.floor ?? null, streetLine, place.suburb, `${place.town} ${place.postcode}`];
  return {
    key: `S|${place.suburb}|${place.town}|${place.postcode}|${road.label}|${num}${alpha ?? ''}|${unit?.unitValue ?? ''}`,
    type: 'physical',
    details: makeDetails({
      unitType: unit?.unitType ?? null, unitValue: unit?.unitValue ?? null,
      apartmentNumber: unit?.unitType === 'Apartment' ? unit.unitValue : null, floor: unit?.floor ?? null,
      streetAlpha: alpha, mailTown: place.town, streetNumber: String(num), roadName: road.name,
      roadTypeName: road.type, roadSuffixName: road.suffix, suburb: place.suburb, cityTown: place.town,
      postcode: place.postcode, sourceDesc: deliverable ? 'Postal\\Physical' : 'Physical', deliverable,
      addressLines: lines.filter((l): l is string => l !== null),
    }),
  };
}

function ruralCandidate(area: RuralArea, road: RuralRoad, num: number): Candidate {
  const [rd, postcode] = road.rd;
  const lines = [`${num} ${road.label}`, `RD ${rd}`, `${area.town} ${postcode}`];
  return {
    key: `R|${area.town}|${road.label}|${num}`,
    type: 'physical',
    details: makeDetails({ mailTown: area.town, streetNumber: String(num), roadName: road.name,
      roadTypeName: road.type, ruralDelivery: `RD ${rd}`, cityTown: area.town, postcode, addressLines: lines }),
  };
}

type PostalKind = 'PO Box' | 'Private Bag' | 'Counter Delivery';

function postalCandidate(lobby: PoLobby, kind: PostalKind, num: number | null): Candidate {
  const first = num === null ? kind : `${kind} ${num}`;
  const lines = [first, lobby.lobby, `${lobby.town} ${lobby.postcode}`].filter((l): l is string => l !== null);
  const n = num === null ? null : String(num);
  return {
    key: `P|${lines.join('|')}`,
    type: 'postal',
    details: makeDetails({ boxBagType: kind, boxBagNumber: n, lobby: lobby.lobby ?? lobby.town,
      poBoxNumber: kind === 'PO Box' ? n : null, privateBagNumber: kind === 'Private Bag' ? n : null,
      mailTown: lobby.town, cityTown: lobby.town, postcode: lobby.postcode, sourceDesc: 'Postal',
      physical: false, addressLines: lines }),
  };
}

/** Pinned landmark addresses (e.g. 12 Queen Street, Auckland Central) that always come first. */
function* landmarkCandidates(placeRoadsOf: (place: NzPlace) => Road[]): Generator<Candidate> {
  for (const l of LANDMARK_STREETS) {
    const place = NZ_PLACES.find((p) => p.suburb === l.suburb && p.town === l.town && p.postcode === l.postcode);
    if (!place) throw new Error(`Landmark street ${l.name} names an unknown place ${l.suburb ?? l.town} ${l.postcode}`);
    const road = placeRoadsOf(place).find((r) => r.name === l.name && r.type === l.type && r.suffix === l.suffix);
    if (!road) throw new Error(`Landmark street ${l.name} missing from ${place.town}`);
    for (const num of l.numbers) yield streetCandidate(place, road, num, null, null);
  }
}

/** An endless, deterministic stream of candidate rows in the 80/8/12 mix. */
function* randomCandidates(rng: Rng, placeRoadsOf: (place: NzPlace) => Road[]): Generator<Candidate> {
  const placeOf = weighted(NZ_PLACES, (p) => p.weight);
  const areaOf = weighted(NZ_RURAL_AREAS, (a) => a.weight);
  const lobbyOf = weighted(NZ_PO_LOBBIES, (l) => l.weight);
  const bagLobbyOf = weighted(NZ_PO_LOBBIES.filter((l) => l.bags !== null), (l) => l.weight);
  const rural = new Map<RuralArea, RuralRoad[]>(NZ_RURAL_AREAS.map((a, i) => [a, ruralRoads(a, i)]));
  for (;;) {
    const roll = rng();
    if (roll < URBAN_SHARE) {
      const place = placeOf(rng);
      const road = pick(rng, placeRoadsOf(place));
      const alpha = rng() < 0.04 ? pick(rng, ['A', 'A', 'B', 'B', 'C']) : null;
      yield streetCandidate(place, road, int(rng, 1, road.maxNumber), alpha, chooseUnit(rng, place), rng() >= 0.01);
    } else if (roll < URBAN_SHARE + RURAL_SHARE) {
      const area = areaOf(rng);
      const road = pick(rng, rural.get(area) ?? []);
      yield ruralCandidate(area, road, int(rng, 1, road.maxNumber));
    } else {
      const kindRoll = rng();
      if (kindRoll < 0.78) {
        const lobby = lobbyOf(rng);
        yield postalCandidate(lobby, 'PO Box', int(rng, lobby.boxes[0], lobby.boxes[1]));
      } else if (kindRoll < 0.97) {
        const lobby = bagLobbyOf(rng);
        const [from, to] = lobby.bags ?? [1, 1];
        yield postalCandidate(lobby, 'Private Bag', int(rng, from, to));
      } else {
        yield postalCandidate(lobbyOf(rng), 'Counter Delivery', null); // one per lobby; repeats are skipped
      }
    }
  }
}

/** Yields `count` unique, plausible NZ addresses; same output on every run. */
export function* generateAddresses(count: number = DEFAULT_ADDRESS_COUNT): Generator<AddressRow> {
  const rng = mulberry32(SEED);
  const roadsByPlace = new Map<NzPlace, Road[]>(NZ_PLACES.map((p, i) => [p, placeRoads(p, i)]));
  const roadsOf = (place: NzPlace): Road[] => roadsByPlace.get(place) ?? [];
  const seen = new Set<string>();
  let dpid = FIRST_DPID;
  let emitted = 0;
  let misses = 0;
  for (const source of [landmarkCandidates(roadsOf), randomCandidates(rng, roadsOf)]) {
    for (const candidate of source) {
      if (emitted >= count) return;
      if (seen.has(candidate.key)) {
        if (++misses > 10_000) throw new Error(`Address space exhausted after ${emitted} rows`);
        continue;
      }
      seen.add(candidate.key);
      misses = 0;
      emitted += 1;
      const { details, type } = candidate;
      yield { dpid: String(dpid), type, fullAddress: details.addressLines.join(', '), details };
      dpid += 1 + int(rng, 0, 5); // real DPIDs are not contiguous: leave small gaps
    }
  }
}
