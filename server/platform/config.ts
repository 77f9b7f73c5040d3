import { resolve } from 'node:path';

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
  /** Development-only endpoints (one-time codes) exist only outside production. */
  production: boolean;
  /** Seed the 100,000+ sandbox addresses into a fresh database. */
  seedAddresses: boolean;
  /** SYSTEM_STATUS_CONTENT_API / SYSTEM_STATUS_ONLINE_API: written at start when set (see status/systemStatus.ts). */
  systemStatus: { contentApi?: string; onlineApi?: string };
  /** How often the sandbox posts due scheduled payments (PAYMENT_SCHEDULER_SECONDS; 0: only at start). */
  paymentSchedulerMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR === ':memory:' ? null : resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    lowprivSeconds: Number(env.LOWPRIV_SECONDS ?? 600),
    production: env.NODE_ENV === 'production',
    seedAddresses: env.SEED_ADDRESSES !== 'false',
    paymentSchedulerMs: Number(env.PAYMENT_SCHEDULER_SECONDS ?? 60) * 1000,
    systemStatus: {
      ...(env.SYSTEM_STATUS_CONTENT_API ? { contentApi: env.SYSTEM_STATUS_CONTENT_API } : {}),
      ...(env.SYSTEM_STATUS_ONLINE_API ? { onlineApi: env.SYSTEM_STATUS_ONLINE_API } : {}),
    },
  };
}
