import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ClientErrorReceipt, ClientErrorReport } from '../../contract/client-errors';
import { ApiErrorBody } from '../../contract/errors';
import { customerAccess } from '../platform/auth/customerAccess';
import type { Database } from '../platform/db/Database';
import { addressKey } from '../platform/http/clientAddress';
import { takeRateLimit } from '../platform/rateLimit';
import { storeClientErrors } from './queries';

/** Entries one reporter (a session, or an address when no one is logged in) may store in a window. */
export const CLIENT_ERRORS_PER_WINDOW = 60;
export const CLIENT_ERROR_WINDOW_SECONDS = 10 * 60;

interface Reporter {
  /** What the allowance is counted under. */
  bucket: string;
  /** What is stored to group one reporter's entries: a keyed hash of the session id, never a customer or an address. */
  group: string | null;
}

/**
 * The key of the session groups, new with each process and kept nowhere: a stored group tells
 * which entries one session reported, and nobody, with the sessions table or without, can tell
 * whose session it was. (Two servers sharing a database group one session twice; a count of
 * sessions is a hint, not a fact.)
 */
const GROUP_KEY = randomBytes(32);

/**
 * Who reports: the session of a bearer token that is still good (any privilege: a report is no
 * change to anything), else the client address. A token that is not good is no reason to refuse
 * a report: the page may be reporting exactly that.
 */
async function reporterOf(db: Database, request: FastifyRequest): Promise<Reporter> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const access = token ? await customerAccess().findAccess(db, token) : null;
  if (access?.status === 'valid' || access?.status === 'escalation-expired') {
    const group = createHmac('sha256', GROUP_KEY).update(access.grant.sessionId).digest('hex').slice(0, 16);
    return { bucket: `client-errors:session:${access.grant.sessionId}`, group };
  }
  return { bucket: `client-errors:address:${addressKey(request.ip)}`, group: null };
}

/**
 * POST /api/client-errors: a batch of the browser's Monitoring entries, logged in or not (the
 * apply pages have anonymous visitors). Each reporter may store 60 entries in 10 minutes; the
 * rest are dropped and counted in the answer, which is 200 either way: a 429 would only be
 * logged as a security event per request, and a broken page cannot act on it.
 */
export function clientErrorRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/client-errors', {
    schema: { body: ClientErrorReport, response: { 200: ClientErrorReceipt, 400: ApiErrorBody } },
  }, async (request) => {
    const { entries } = request.body;
    const reporter = await reporterOf(db, request);
    const allowed = await takeRateLimit(db, { bucket: reporter.bucket, limit: CLIENT_ERRORS_PER_WINDOW, windowSeconds: CLIENT_ERROR_WINDOW_SECONDS }, entries.length);
    const kept = entries.slice(0, allowed);
    if (kept.length > 0) await storeClientErrors(db, kept, reporter.group);
    return { stored: kept.length, dropped: entries.length - kept.length };
  });
}
