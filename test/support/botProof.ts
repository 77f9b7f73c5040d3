import { createHash } from 'node:crypto';
import { sessionSandbox, type SessionSandbox } from './sessionSandbox';
import type { FastifyInstance } from 'fastify';
import { hasLeadingZeroBits, proofInput } from '../../contract/rules/ProofOfWork';

/** Asks the sandbox for a bot-check puzzle and solves it the way the browser does. */
export async function solvedBotProof(app: FastifyInstance): Promise<{ challengeId: string; nonce: number }> {
  const { challengeId, salt, difficulty } = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(proofInput(challengeId, salt, nonce)).digest();
    if (hasLeadingZeroBits(digest, difficulty)) return { challengeId, nonce };
  }
}

/**
 * Two sandboxes for one suite, made in beforeAll and closed in afterAll: one where the debug
 * panel's bot-check bypass is allowed (SANDBOX_DEV) and one where it must be refused.
 */
export function sandboxesWithAndWithoutBypass(): { dev: () => SessionSandbox; production: () => SessionSandbox } {
  let dev: SessionSandbox;
  let production: SessionSandbox;
  beforeAll(async () => {
    dev = await sessionSandbox();
    production = await sessionSandbox({ devEndpoints: false });
  }, 180_000);
  afterAll(async () => { await dev.close(); await production.close(); });
  return { dev: () => dev, production: () => production };
}
