import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenRequest } from '../../../contract/session';
import type { RateLimitConfig } from '../../platform/config';
import type { Database } from '../../platform/db/Database';
import type { Clock } from '../../platform/clock/Clock';

/** What every grant handler of POST /token gets: the checked request and the route's options. */
export interface GrantContext {
  request: FastifyRequest;
  reply: FastifyReply;
  body: TokenRequest;
  /** From the Basic authorization header (the ClientBrowserId). */
  browserId: string;
  db: Database;
  clock: Clock;
  lowprivSeconds: number;
  /** A lock older than this lifts by itself. */
  lockoutMinutes: number;
  /** Failed logins one client address may make in 15 minutes, across every customer number. */
  failedLoginsPerAddress: number;
  rateLimits: RateLimitConfig;
  /** Absolute and idle session lifetimes the refresh grant enforces. */
  session: { absoluteSeconds: number; idleSeconds: number };
}

/** A grant handler answers through `reply` (a token or an OAuth error) and returns it. */
export type GrantHandler = (context: GrantContext) => Promise<FastifyReply>;
