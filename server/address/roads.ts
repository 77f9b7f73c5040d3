import type { NzPlace } from './data/nzPlaces';
import type { RuralArea } from './data/nzRuralAreas';
import { LANDMARK_STREETS, ROAD_SUFFIXES, ROAD_TYPES, RURAL_LOCALITY_NAMES, RURAL_ROAD_NAMES, RURAL_ROAD_TYPES, STREET_BASE_NAMES } from './data/streetNames';
import { ADDRESS_SEED as SEED, int, mulberry32, pick, weighted } from './random';

/** The roads of a place or a rural area, made once per place from its own seed. */
export interface Road { name: string; type: string | null; suffix: string | null; maxNumber: number; label: string }
export interface RuralRoad extends Road { rd: readonly [number, string] }

/** A road with its printed name ("Customs Street East") worked out once. */
function makeRoad(name: string, type: string | null, suffix: string | null, maxNumber: number): Road {
  return { name, type, suffix, maxNumber, label: [name, type, suffix].filter((p) => p !== null).join(' ') };
}
const roadType = weighted(ROAD_TYPES, ([, w]) => w);
const ruralRoadType = weighted(RURAL_ROAD_TYPES, ([, w]) => w);

/**
 * The streets of one place. Seeded by the place's index, so a place's streets never depend on
 * how many rows are generated. Landmark streets come first and keep their real road type.
 */
export function placeRoads(place: NzPlace, index: number): Road[] {
  const rng = mulberry32(SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const roads = LANDMARK_STREETS
    .filter((l) => l.suburb === place.suburb && l.town === place.town && l.postcode === place.postcode)
    .map((l) => makeRoad(l.name, l.type, l.suffix, Math.max(...l.numbers) + int(rng, 10, 150)));
  return fillRoads(roads, Math.min(90, 8 + Math.round(place.weight * 3)), () => {
    const type = roadType(rng)[0];
    const suffix = (type === 'Street' || type === 'Road') && rng() < 0.02 ? pick(rng, ROAD_SUFFIXES) : null;
    // Most suburban streets are short; a few arterials run to several hundred.
    const maxNumber = rng() < 0.15 ? int(rng, 150, 600) : int(rng, 12, 140);
    return makeRoad(pick(rng, STREET_BASE_NAMES), type, suffix, maxNumber);
  });
}

/** Appends made-up roads until there are `target`, skipping names the place already has. */
function fillRoads<R extends Road>(roads: R[], target: number, make: () => R): R[] {
  const seen = new Set(roads.map((r) => r.label));
  while (roads.length < target) {
    const road = make();
    if (!seen.has(road.label)) { seen.add(road.label); roads.push(road); }
  }
  return roads;
}

/** Rural roads of one area: its state highways plus named roads, each served by one RD. */
export function ruralRoads(area: RuralArea, index: number): RuralRoad[] {
  const rng = mulberry32(SEED ^ Math.imul(index + 1, 0x85ebca6b));
  const roads = area.highways.map((n) =>
    ({ ...makeRoad(`State Highway ${n}`, null, null, int(rng, 2000, 9000)), rd: pick(rng, area.rds) }));
  const local = RURAL_LOCALITY_NAMES[area.region];
  return fillRoads(roads, 10 + area.rds.length * 6, () => {
    const name = rng() < 0.6 ? pick(rng, local) : pick(rng, RURAL_ROAD_NAMES); // mostly local names
    return { ...makeRoad(name, ruralRoadType(rng)[0], null, int(rng, 200, 4000)), rd: pick(rng, area.rds) };
  });
}
