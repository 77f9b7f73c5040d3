import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BotChallenge, BotProof } from '../../contract/bot-check';
import { hasLeadingZeroBits, proofInput } from '../../contract/rules/ProofOfWork';
import type { Queryable } from '../platform/db/Database';

/** About 2^14 hashes: a fraction of a second in a browser, real work for a script sending many. */
export const BOT_CHECK_DIFFICULTY = 14;
/** A puzzle is good for this long after it is issued. */
export const BOT_CHALLENGE_SECONDS = 600;

export type BotVerdict = 'passed' | 'failed' | 'bypass-refused';

export async function issueBotChallenge(db: Queryable, difficulty = BOT_CHECK_DIFFICULTY): Promise<BotChallenge> {
  const challengeId = randomUUID();
  const salt = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO bot_challenges (id, salt, difficulty, expires_at) VALUES ($1, $2, $3, sandbox_now() + make_interval(secs => $4))`,
    [challengeId, salt, difficulty, BOT_CHALLENGE_SECONDS],
  );
  return { challengeId, salt, difficulty };
}

/**
 * Checks an anonymous submit's proof. A skip request passes only where the development
 * endpoints are on (SANDBOX_DEV on loopback, never production); a solved puzzle must be one
 * this server issued, unexpired, unspent, and its hash must carry the zero bits. Spending it
 * is one conditional UPDATE, so two submits racing with the same proof cannot both pass.
 */
export async function verifyBotProof(db: Queryable, proof: BotProof, { bypassAllowed }: { bypassAllowed: boolean }): Promise<BotVerdict> {
  if ('bypass' in proof) return bypassAllowed ? 'passed' : 'bypass-refused';
  const { rows } = await db.query<{ salt: string; difficulty: number }>(
    'SELECT salt, difficulty FROM bot_challenges WHERE id = $1 AND expires_at > sandbox_now() AND spent_at IS NULL', [proof.challengeId]);
  const row = rows[0];
  if (!row) return 'failed';
  const digest = createHash('sha256').update(proofInput(proof.challengeId, row.salt, proof.nonce)).digest();
  if (!hasLeadingZeroBits(digest, row.difficulty)) return 'failed';
  const spent = await db.query('UPDATE bot_challenges SET spent_at = sandbox_now() WHERE id = $1 AND spent_at IS NULL RETURNING id', [proof.challengeId]);
  return spent.rows.length === 1 ? 'passed' : 'failed';
}
