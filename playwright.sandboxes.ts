/**
 * The journeys' sandboxes: one per Playwright worker (E2E_WORKERS, two by default: one browser
 * and one sandbox busy per core), on consecutive ports from E2E_PORT (not 8080, so `npm start`
 * can run beside them), and one more after them for the isolated journeys.
 */
/** The project whose journeys each go to their worker's own sandbox (e2e/support/test.ts). */
export const JOURNEYS_PROJECT = 'journeys';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const ISOLATED_PORT = E2E_PORT + E2E_WORKERS;
export const SANDBOX_PORTS = [...Array.from({ length: E2E_WORKERS }, (_, slot) => E2E_PORT + slot), ISOLATED_PORT];

/** The sandbox of the worker in slot `parallelIndex`. */
export function journeySandboxUrl(parallelIndex: number): string {
  if (parallelIndex >= E2E_WORKERS) throw new Error(`Worker slot ${parallelIndex} has no sandbox: E2E_WORKERS is ${E2E_WORKERS}.`);
  return `http://localhost:${E2E_PORT + parallelIndex}`;
}
