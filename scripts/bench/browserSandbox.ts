import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The sandbox a browser bench loads: the built dist/ and a fresh database, in its own process group. */
export interface RunningSandbox { origin: string; stop(): void }

const ROOT = join(__dirname, '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_CUSTOMER = { number: '1000001', password: 'Kowhai-2026!', firstName: 'Aroha' };

export async function startBrowserSandbox(port: number): Promise<RunningSandbox> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kowhai-bench-'));
  const server: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_DEV: 'true', FAILED_LOGINS_PER_ADDRESS: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid) { try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ } }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return { origin, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`The sandbox did not answer on ${origin}`);
}

/** Logs the demo customer in through the login form, as a customer does. */
export async function logInDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Customer number').fill(DEMO_CUSTOMER.number);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/online/dashboard');
}
