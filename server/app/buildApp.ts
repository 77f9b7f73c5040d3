import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import type { Database } from '../platform/db/Database';
import type { ServerConfig } from '../platform/config';
import type { Clock } from '../platform/clock/Clock';
import type { AreaDeps, ServerArea } from '../platform/area';
import { SandboxClock } from '../platform/clock/SandboxClock';
import { installClockHeader } from '../platform/clock/clockHeader';
import { installErrorHandler } from '../platform/http/errorHandler';
import { installHostCheck } from '../platform/http/hostCheck';
import { installDevCallerCheck } from '../platform/http/devCallerCheck';
import { installControlCharacterCheck } from '../platform/http/controlCharacters';
import { useSecurityLogSinks } from '../platform/securityLog/securityLog';
import { securityLogLine } from '../platform/securityLog/securityLogFile';
import { installRateLimitedLog } from '../platform/securityLog/rateLimitedHook';
import { installSecurityHeaders } from '../platform/http/securityHeaders';
import { serveSpa } from '../platform/http/spa';
import { useCustomerAccess } from '../platform/auth/customerAccess';
import { installLockedAnswer } from '../platform/auth/lockedAnswer';
import { installDueWork } from '../platform/jobs/dueWork';
import { findAccess } from '../session';
import { openEscalatedOperation } from '../escalation';
import { isBankingLocked } from '../scam';
import { SERVER_AREAS } from '../areas';
import { devRoutes } from './devRoutes';
import { dueJobsOf, loadAreas } from './loadAreas';

export interface AppDeps {
  db: Database; config: ServerConfig; logger?: boolean;
  /** Where the request log goes when `logger` is on (stdout unless a test reads it). */
  logStream?: { write(line: string): void };
  /** Where "SMS" one-time codes go: the server log (stdout) unless a test captures them. */
  sms?: (line: string) => void;
  /** The sandbox's clock; by default one over this database, closed with the app. */
  clock?: Clock;
  /** Where the security log's JSON lines go: SECURITY_LOG_FILE or stdout unless a test reads them. */
  securityLog?: (line: string) => void;
  /** The areas to serve; every area of server/areas.ts unless a test builds fewer. */
  areas?: readonly ServerArea[];
}

/**
 * Where a "sent" one-time code is written: the log, with the code only while the development
 * endpoints are on (a sandbox a person reads); otherwise the code never reaches a log.
 */
function defaultSms(config: ServerConfig): (line: string) => void {
  return config.devEndpoints ? console.log : (line) => console.log(line.replace(/\b\d{6}\b/g, '******'));
}

/** Builds the sandbox API without listening, so tests can `inject` or listen on a free port. */
export async function buildApp({
  db, config, logger = false, logStream, sms = defaultSms(config), clock: given, securityLog = securityLogLine(config.securityLogFile),
  areas = SERVER_AREAS,
}: AppDeps): Promise<FastifyInstance> {
  const hops = config.trustProxyHops;
  const loaded = await loadAreas(areas);
  // requireCustomer (platform) asks the session and escalation areas about a bearer token.
  useCustomerAccess({ findAccess, openEscalatedOperation, bankingLockedAt: isBankingLocked });
  useSecurityLogSinks({ line: securityLog, outbox: sms, notices: (type) => config.newDeviceNotices || type !== 'login-new-device' });
  const app = Fastify({
    logger: logger ? { level: 'info', ...(logStream ? { stream: logStream } : {}) } : false,
    // X-Forwarded-* is believed only from the configured number of proxy hops (TRUST_PROXY):
    // anyone else could forge the protocol (Secure cookies, HSTS) or the client address (limits).
    trustProxy: (_address: string, hop: number) => hop < hops,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  const clock = given ?? await SandboxClock.open(db);
  if (!given) app.addHook('onClose', async () => (clock as SandboxClock).close());
  installClockHeader(app, clock);
  installErrorHandler(app);
  installHostCheck(app, config.allowedHosts);
  installDevCallerCheck(app);
  installControlCharacterCheck(app);
  installRateLimitedLog(app, db);
  installLockedAnswer(app);
  // Where the /dev pages exist, the native-host simulator frames the app (same origin only).
  installSecurityHeaders(app, { sameOriginFrames: config.devEndpoints });
  // API answers and index.html above 1 KB go brotli or gzip as the browser accepts; static
  // assets were compressed at build time (spa.ts).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 4096 });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Kōwhai Bank sandbox API', version: '1.0.0' } },
  });

  const deps: AreaDeps = { db, config, clock, sms };
  for (const { parts } of loaded) await parts.start?.(deps);
  for (const { parts } of loaded) await parts.routes?.(app, deps);
  // Installed before the dev routes: moving the clock runs what fell due at once.
  const dueWork = installDueWork(app, { db, clock, intervalMs: config.paymentSchedulerMs, jobs: dueJobsOf(loaded) });
  if (config.devEndpoints) {
    devRoutes(app, { db, clock, runDueWork: dueWork.runNow, areas: loaded });
    for (const { parts } of loaded) await parts.devRoutes?.(app, deps);
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, database: db.kind }));

  await serveSpa(app, config.distDir);
  return app;
}
