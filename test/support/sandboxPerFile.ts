import { startSandbox, type Sandbox } from './startSandbox';
import type { ServerConfig } from '../../server/platform/config';
import type { FreshDatabaseOptions } from './freshDatabase';
import { DEMO_PASSWORD } from '../../server/platform/seed/demoCustomers';

/** The demo customers a test may take as a template (shared/design/demo-customers.md). */
export type DemoTemplate = '1000001' | '1000002' | '1000003' | '1000004' | '1000005' | '1000006' | '1000007';

/** A customer made for one test: the template's shape under a new number, with the demo password. */
export interface OwnCustomer { customerNumber: string; password: string }

export interface FileSandbox {
  /** The running sandbox (started in this file's beforeAll). */
  readonly sandbox: Sandbox;
  readonly url: string;
  /**
   * A fresh customer shaped as the demo customer `template` (POST /dev/customers): its own
   * accounts, payees, history and settings, so a test can move money, lock out or change
   * settings without touching what another test in the file reads.
   */
  customer(template?: DemoTemplate): Promise<OwnCustomer>;
}

/**
 * One sandbox for the whole test file, and a customer of its own for each test: starting a
 * sandbox (loading the database, building 139 routes) costs about 2 s of CPU, a clone a few
 * tens of milliseconds. Call it at the top level of the file (it registers beforeAll/afterAll).
 */
export function sandboxPerFile(overrides: Partial<ServerConfig> & FreshDatabaseOptions = {}): FileSandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => { sandbox = await startSandbox(overrides); }, 180_000);
  afterAll(async () => { await sandbox?.close(); });
  const started = (): Sandbox => {
    if (!sandbox) throw new Error('sandboxPerFile: the sandbox starts in beforeAll; use it inside a test');
    return sandbox;
  };
  return {
    get sandbox() { return started(); },
    get url() { return started().url; },
    async customer(template = '1000001') {
      const response = await fetch(`${started().url}/dev/customers`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ template }),
      });
      if (response.status !== 201) throw new Error(`cloning ${template} failed: ${response.status} ${await response.text()}`);
      const { customerNumber } = await response.json() as { customerNumber: string };
      return { customerNumber, password: DEMO_PASSWORD };
    },
  };
}
