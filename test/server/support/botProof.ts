import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hasLeadingZeroBits, proofInput } from '../../../contract/rules/ProofOfWork';

/** Asks the sandbox for a bot-check puzzle and solves it the way the browser does. */
export async function solvedBotProof(app: FastifyInstance): Promise<{ challengeId: string; nonce: number }> {
  const { challengeId, salt, difficulty } = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(proofInput(challengeId, salt, nonce)).digest();
    if (hasLeadingZeroBits(digest, difficulty)) return { challengeId, nonce };
  }
}
