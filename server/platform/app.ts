import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import type { Database } from './db/Database';
import type { ServerConfig } from './config';
import type { Clock } from './clock/Clock';
import { SandboxClock } from './clock/SandboxClock';
import { installClockHeader } from './clock/clockHeader';
import { installErrorHandler } from './http/errorHandler';
import { installHostCheck } from './http/hostCheck';
import { installDevCallerCheck } from './http/devCallerCheck';
import { installControlCharacterCheck } from './http/controlCharacters';
import { useSecurityLogSinks } from './securityLog/securityLog';
import { securityLogLine } from './securityLog/securityLogFile';
import { installRateLimitedLog } from './securityLog/rateLimitedHook';
import { installSecurityHeaders } from './http/securityHeaders';
import { serveSpa } from './http/spa';
import { tokenRoute } from '../session/tokenRoute';
import { dashboardRoutes } from '../dashboard/routes';
import { customerActionRoutes } from '../apply/actionRoutes';
import { devRoutes } from './devRoutes';
import { scamDevRoutes } from '../scam/devRoutes';
import { scamRoutes } from '../scam/routes';
import { nativeHostRoutes } from '../webview/nativeHostRoutes';
import { featureRoutes } from '../flags/routes';
import { messageRoutes } from '../messages/routes';
import { securityRoutes } from '../security/routes';
import { systemStatusRoutes } from '../status/routes';
import { addressRoutes } from '../address/routes';
import { contactRoutes } from '../contact/routes';
import { contactChangeRoutes } from '../contact/changeRoutes';
import { accountRoutes } from '../accounts/routes';
import { paymentRoutes } from '../pay/routes';
import { receiptRoutes } from '../pay/receiptRoutes';
import { transferRoutes } from '../transfer/routes';
import { installPaymentScheduler } from '../pay/scheduler';
import { payeeArea } from '../payees';
import { automaticPaymentRoutes } from '../automatic-payments/routes';
import { productRoutes } from '../apply/productRoutes';
import { cardRoutes } from '../cards/routes';
import { eftposRoutes } from '../eftpos/routes';
import { taxRoutes } from '../tax/routes';
import { personaliseRoutes } from '../personalise/routes';
import { sessionRoutes } from '../security/sessionRoutes';
import { activityRoutes } from '../security/activityRoutes';
import { quickViewRoutes } from '../quickview/routes';
import { alertRoutes } from '../alerts/routes';
import { statementRoutes } from '../statements/routes';
import { applicationRoutes } from '../apply/routes';
import { resolveCodeKey } from '../escalation/codeKey';
import { prepareCodeLog } from '../escalation/codeLog';
import { useCodeSendLimits, useOneTimeCodeKey } from '../escalation/oneTimeCodes';
import { useSessionLifetimes } from '../session/sessions';
import { botCheckRoutes } from '../bot-check/routes';
import { passwordResetRoutes } from '../password-reset/routes';
import { newCustomerRoutes } from '../apply/newCustomerRoutes';
import { handOffPageRoutes } from '../handoff/routes';
import { serviceNoticeRoutes } from '../support/noticeRoutes';

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
}: AppDeps): Promise<FastifyInstance> {
  const hops = config.trustProxyHops;
  const codeKey = resolveCodeKey({ configured: config.oneTimeCodeKey, dataDir: config.dataDir });
  if (codeKey) useOneTimeCodeKey(codeKey);
  useSessionLifetimes({ absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds });
  useCodeSendLimits({ perCustomer: config.rateLimits.codeSendsPerCustomer, perAddress: config.rateLimits.codeRequestsPerAddress });
  await prepareCodeLog(db, config.devEndpoints);
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

  tokenRoute(app, {
    db, clock, lowprivSeconds: config.lowprivSeconds, lockoutMinutes: config.lockoutMinutes, failedLoginsPerAddress: config.failedLoginsPerAddress,
    rateLimits: config.rateLimits, session: { absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds },
  });
  dashboardRoutes(app, { db, clock });
  systemStatusRoutes(app, { db });
  featureRoutes(app, { db });
  messageRoutes(app, { db });
  customerActionRoutes(app, { db });
  securityRoutes(app, { db, sms });
  // Installed before the dev routes: moving the clock runs what fell due at once.
  const dueWork = installPaymentScheduler(app, { db, clock, intervalMs: config.paymentSchedulerMs });
  if (config.devEndpoints) devRoutes(app, { db, clock, runDueWork: dueWork.runNow });
  if (config.devEndpoints) scamDevRoutes(app, { db, clock });
  if (config.devEndpoints) nativeHostRoutes(app, { db, lowprivSeconds: config.lowprivSeconds });
  addressRoutes(app, { db });
  contactRoutes(app, { db, sms });
  contactChangeRoutes(app, { db, sms, coolingOffSeconds: config.mobileCoolingOffSeconds });
  accountRoutes(app, { db, clock });
  paymentRoutes(app, { db, sms, clock });
  scamRoutes(app, { db, sms, clock });
  transferRoutes(app, { db });
  receiptRoutes(app, { db });
  payeeArea(app, { db, sms });
  automaticPaymentRoutes(app, { db, clock, sms });
  productRoutes(app, { db, clock });
  cardRoutes(app, { db, sms, clock, simulator: config.devEndpoints });
  eftposRoutes(app, { db, sms });
  taxRoutes(app, { db });
  personaliseRoutes(app, { db });
  sessionRoutes(app, { db });
  activityRoutes(app, { db });
  quickViewRoutes(app, { db });
  alertRoutes(app, { db });
  statementRoutes(app, { db, clock });
  botCheckRoutes(app, { db });
  passwordResetRoutes(app, { db, sms, bypassAllowed: config.devEndpoints });
  applicationRoutes(app, { db, sms, clock });
  newCustomerRoutes(app, { db, bypassAllowed: config.devEndpoints });
  serviceNoticeRoutes(app, { db, devEndpoints: config.devEndpoints });
  handOffPageRoutes(app, { db, session: { absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, database: db.kind }));

  await serveSpa(app, config.distDir);
  return app;
}
