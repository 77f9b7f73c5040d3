import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback, so the crash test does not collide with other servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The sandbox server as a child process: node itself (tsx as a loader, not the npx wrapper), so
 * SIGKILL hits the process that holds the database and nothing can tidy up after it.
 */
export class SandboxProcess {
  private child: ChildProcess | null = null;
  readonly baseUrl: string;

  constructor(private readonly options: { port: number; dataDir: string | null; databaseUrl?: string }) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env, PORT: String(this.options.port), HOST: '127.0.0.1', SEED_ADDRESSES: 'false',
      PAYMENT_SCHEDULER_SECONDS: '0', FAILED_LOGINS_PER_ADDRESS: '1000', SANDBOX_DEV: 'false',
      DATA_DIR: this.options.dataDir ?? ':memory:', DATABASE_URL: this.options.databaseUrl ?? '',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) while starting:\n${stderr}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/openapi.json`);
        if (response.ok) return;
      } catch { /* not listening yet */ }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not start in 2 minutes:\n${stderr}`);
  }

  /** SIGKILL: no shutdown hook, no flush, no close. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
