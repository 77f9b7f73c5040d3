import { resolve } from 'node:path';
import { clockStartFrom } from './clock/clockStart';

/** Everything the sandbox reads from the environment, read once, with its default. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. null means in memory. */
  dataDir: string | null;
  databaseUrl: string | undefined;
  /** Built SPA (webpack output). */
  distDir: string;
  /** Seconds a login stays at full privilege (the token response's lowpriv_in). */
  lowprivSeconds: number;
  /** Minutes after which a lockout lifts by itself (LOCKOUT_MINUTES); password reset lifts it sooner. */
  lockoutMinutes: number;
  /** Failed logins one client address may make in 15 minutes across all customers (FAILED_LOGINS_PER_ADDRESS). */
  failedLoginsPerAddress: number;
  production: boolean;
  /**
   * Development endpoints (one-time codes, unlock, flags, status, the native-host simulator):
   * only when asked for with SANDBOX_DEV=true (npm start and the test servers set it), never
   * in production, never on an address beyond loopback, and never behind a proxy (TRUST_PROXY
   * or ALLOWED_HOSTS set): a proxy on the same host makes every caller look like loopback.
   * They fail closed; each request is checked again (http/devCallerCheck.ts).
   */
  devEndpoints: boolean;
  /** SECURITY_LOG_FILE: where the security log's JSON lines are appended; unset, stdout. */
  securityLogFile: string | null;
  /** NEW_DEVICE_NOTICES=false: no inbox/SMS notice for a new device's first login (journeys, where every browser is new). */
  newDeviceNotices: boolean;
  /** How many proxy hops in front of the server to believe X-Forwarded-* from (TRUST_PROXY; 0: none). */
  trustProxyHops: number;
  /** Host headers the server answers (ALLOWED_HOSTS, comma-separated, plus loopback): a DNS-rebinding guard. */
  allowedHosts: string[];
  /** ONE_TIME_CODE_KEY: the key one-time codes are HMAC'd under; unset, a random key in the data folder. */
  oneTimeCodeKey: string | undefined;
  /** Hours a session lives at most, however active (SESSION_ABSOLUTE_HOURS): refresh is refused after. */
  sessionAbsoluteSeconds: number;
  /** Minutes a session may go without a token issued (SESSION_IDLE_MINUTES): refresh is refused after. */
  sessionIdleSeconds: number;
  /** Hours a newly added mobile waits before it can receive security codes (MOBILE_COOLING_OFF_HOURS, default 24). */
  mobileCoolingOffSeconds: number;
  /** Hours a newly added passkey waits before it can approve a step-up (PASSKEY_COOLING_OFF_HOURS, default 24). */
  passkeyCoolingOffSeconds: number;
  /** Rate limits per 15 minutes, counted in the database (server/platform/rateLimit.ts). */
  rateLimits: RateLimitConfig;
  /** Seed the 100,000+ sandbox addresses into a fresh database. */
  seedAddresses: boolean;
  /** SYSTEM_STATUS_CONTENT_API / SYSTEM_STATUS_ONLINE_API: written at start when set (see status/systemStatus.ts). */
  systemStatus: { contentApi?: string; onlineApi?: string };
  /** How often the sandbox posts due scheduled payments (PAYMENT_SCHEDULER_SECONDS; 0: only at start). */
  paymentSchedulerMs: number;
  /** SANDBOX_CLOCK_AT: the instant the sandbox's clock is set to at start (clock/clockStart.ts); null keeps it. */
  clockStartsAt: number | null;
}

export interface RateLimitConfig {
  /** One-time codes sent (SMS, email, password reset) to one customer (CODE_SENDS_PER_CUSTOMER). */
  codeSendsPerCustomer: number;
  /** Codes tried by one customer, across their operations (CODE_CHECKS_PER_CUSTOMER). */
  codeChecksPerCustomer: number;
  /** Codes sent or tried from one client address (CODE_REQUESTS_PER_ADDRESS). */
  codeRequestsPerAddress: number;
  /** POST /token calls from one client address, any grant (TOKEN_REQUESTS_PER_ADDRESS). */
  tokenRequestsPerAddress: number;
}

/**
 * TRUST_PROXY as a number of hops. Any value set but `0`/`false` means a proxy is there (the
 * development endpoints then stay off, whatever was meant); a word such as `true` trusts one
 * hop, never "every hop", which would believe an X-Forwarded-For the caller wrote.
 */
function proxyHops(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return 0;
  const hops = Number(text);
  return Number.isInteger(hops) && hops > 0 ? hops : 1;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    lowprivSeconds: Number(env.LOWPRIV_SECONDS ?? 600),
    lockoutMinutes: Number(env.LOCKOUT_MINUTES ?? 30),
    failedLoginsPerAddress: Number(env.FAILED_LOGINS_PER_ADDRESS ?? 30),
    production: env.NODE_ENV === 'production',
    devEndpoints: env.SANDBOX_DEV === 'true' && env.NODE_ENV !== 'production' && isLoopback(env.HOST ?? '127.0.0.1')
      && proxyHops(env.TRUST_PROXY) === 0 && !(env.ALLOWED_HOSTS ?? '').trim(),
    securityLogFile: env.SECURITY_LOG_FILE ? resolve(env.SECURITY_LOG_FILE) : null,
    newDeviceNotices: env.NEW_DEVICE_NOTICES !== 'false',
    trustProxyHops: proxyHops(env.TRUST_PROXY),
    allowedHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    oneTimeCodeKey: env.ONE_TIME_CODE_KEY || undefined,
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_HOURS ?? 12) * 3600,
    sessionIdleSeconds: Number(env.SESSION_IDLE_MINUTES ?? 60) * 60,
    mobileCoolingOffSeconds: Number(env.MOBILE_COOLING_OFF_HOURS ?? 24) * 3600,
    passkeyCoolingOffSeconds: Number(env.PASSKEY_COOLING_OFF_HOURS ?? 24) * 3600,
    rateLimits: {
      codeSendsPerCustomer: Number(env.CODE_SENDS_PER_CUSTOMER ?? 10),
      codeChecksPerCustomer: Number(env.CODE_CHECKS_PER_CUSTOMER ?? 20),
      codeRequestsPerAddress: Number(env.CODE_REQUESTS_PER_ADDRESS ?? 100),
      tokenRequestsPerAddress: Number(env.TOKEN_REQUESTS_PER_ADDRESS ?? 1000),
    },
    seedAddresses: env.SEED_ADDRESSES !== 'false',
    paymentSchedulerMs: Number(env.PAYMENT_SCHEDULER_SECONDS ?? 60) * 1000,
    clockStartsAt: clockStartFrom(env.SANDBOX_CLOCK_AT),
    systemStatus: {
      ...(env.SYSTEM_STATUS_CONTENT_API ? { contentApi: env.SYSTEM_STATUS_CONTENT_API } : {}),
      ...(env.SYSTEM_STATUS_ONLINE_API ? { onlineApi: env.SYSTEM_STATUS_ONLINE_API } : {}),
    },
  };
}

/** Loopback addresses only: anything else is reachable from another machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}
