import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock/Clock';
import type { ServerConfig } from './config';
import type { Database, Queryable } from './db/Database';
import type { DueJob } from './jobs/dueWork';

/** What the composition root hands every area: the database, the configuration, the one clock and the SMS log. */
export interface AreaDeps {
  db: Database;
  config: ServerConfig;
  clock: Clock;
  /** Where "SMS" one-time codes and notices go (the server log unless a test reads them). */
  sms: (line: string) => void;
}

/**
 * An area's working parts, loaded when the app is built. Every part is optional: a library area
 * (the ledger) has none, a content area only routes.
 */
export interface AreaParts {
  /** Runs before any area's routes: settings the area keeps for the process (key, limits). */
  start?(deps: AreaDeps): void | Promise<void>;
  routes?(app: FastifyInstance, deps: AreaDeps): void | Promise<void>;
  /** Development-only routes (the /dev pages and operator calls); never registered in production. */
  devRoutes?(app: FastifyInstance, deps: AreaDeps): void | Promise<void>;
  /** The area's demo data, written in the demo customers' transaction after their accounts exist. */
  seed?(tx: Queryable, clock: Clock): Promise<void>;
  /** What the area does on a date once that date has come (the sandbox's batch). */
  jobs?: readonly DueJob[];
}

/**
 * One server area, as `server/areas.ts` lists it (the client's FeatureManifest, on the server).
 * Its parts load lazily, as a client area's chunk does: an area's index.ts is also the door other
 * areas import, and a door that pulled in every route would tie the areas into load-time cycles.
 */
export interface ServerArea {
  name: string;
  load(): Promise<AreaParts>;
}
