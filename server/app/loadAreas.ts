import type { AreaParts, ServerArea } from '../platform/area';
import type { DueJob } from '../platform/jobs/dueWork';

export interface LoadedArea { name: string; parts: AreaParts }

/** Loads every area's parts, in the list's order. */
export async function loadAreas(areas: readonly ServerArea[]): Promise<LoadedArea[]> {
  return Promise.all(areas.map(async (area) => ({ name: area.name, parts: await area.load() })));
}

/** Every area's due work, in the list's order. */
export function dueJobsOf(areas: readonly LoadedArea[]): DueJob[] {
  return areas.flatMap((area) => area.parts.jobs ?? []);
}
