import type { Queryable } from '../platform/db/Database';
import type { SystemStatus } from '../../contract/status';

export type SubSystem = 'contentApi' | 'onlineApi';
export const SUBSYSTEMS: readonly SubSystem[] = ['contentApi', 'onlineApi'];

/** Reads both subsystems' status (rows, so every server sharing one database agrees). */
export async function readSystemStatus(db: Queryable): Promise<SystemStatus> {
  const { rows } = await db.query<{ subsystem: SubSystem; status: string }>('SELECT subsystem, status FROM system_status');
  const of = (name: SubSystem) => ({ systemStatus: rows.find((r) => r.subsystem === name)?.status ?? 'Normal' });
  return { subSystems: { contentApi: of('contentApi'), onlineApi: of('onlineApi') } };
}

export async function setSystemStatus(db: Queryable, subsystem: SubSystem, status: string): Promise<void> {
  await db.query(
    `INSERT INTO system_status (subsystem, status) VALUES ($1, $2)
     ON CONFLICT (subsystem) DO UPDATE SET status = EXCLUDED.status, updated_at = sandbox_now()`,
    [subsystem, status],
  );
}

/**
 * SYSTEM_STATUS_CONTENT_API / SYSTEM_STATUS_ONLINE_API, when set, are written at start; when
 * unset the stored status stays (a fresh database says Normal), so a restart does not undo
 * what the operator set at run time. Returns what it wrote, for the start-up log.
 */
export async function applyStartupSystemStatus(db: Queryable, fromEnv: Partial<Record<SubSystem, string>>): Promise<string[]> {
  const written: string[] = [];
  for (const subsystem of SUBSYSTEMS) {
    const status = fromEnv[subsystem];
    if (!status) continue;
    await setSystemStatus(db, subsystem, status);
    written.push(`${subsystem}=${status}`);
  }
  return written;
}
