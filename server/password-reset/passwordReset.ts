import { randomUUID } from 'node:crypto';
import { unlockBanking } from '../scam';
import { recordFactorChange } from '../scam';
import type { Database, Queryable } from '../platform/db/Database';
import { hashPassword } from '../platform/auth/passwordHashing';
import { checkChallenge, completeOperation, createChallenge } from '../escalation';
import { codeText, smsLine, type SmsLog } from '../escalation';
import { revokeSession } from '../session';
import { featuresFor } from '../flags';

/** The one-time code's purpose: a reset's code opens nothing else. */
export const PASSWORD_RESET = 'password-reset';

/**
 * A reset has no session yet, so its code is bound to no session (one_time_codes.session_id is
 * nullable for that): checkChallenge then matches only rows whose session is null too.
 */
const NO_SESSION = null;

/**
 * Starts a reset: when the number, date of birth and a mobile phone all match, a code is
 * "texted" and the operation id is the reset id. Otherwise a random id that no code will
 * ever open takes its place, after a lookup of the same shape, so the answer is the same.
 */
export async function startPasswordReset(
  db: Database, sms: SmsLog, input: { customerNumber: string; dateOfBirth: string },
): Promise<string> {
  const { rows } = await db.query<{ number: string }>(
    `SELECT p.number FROM customers c JOIN customer_phones p ON p.customer_number = c.customer_number AND p.type ILIKE '%mobile%'
        -- A mobile still in its cooling-off period (recently added) resets nothing.
        AND (p.approves_from IS NULL OR p.approves_from <= sandbox_now())
      WHERE c.customer_number = $1 AND c.date_of_birth = $2::date ORDER BY p.id LIMIT 1`,
    [input.customerNumber, input.dateOfBirth],
  );
  const mobile = rows[0]?.number;
  if (!mobile) {
    await dummyChallengeWork(db);
    return randomUUID();
  }
  const { operationId, code } = await createChallenge(db, { customerNumber: input.customerNumber, sessionId: NO_SESSION, purpose: PASSWORD_RESET });
  sms(smsLine(mobile, codeText(code, 'reset your password')));
  return operationId;
}

/** Database work shaped like createChallenge's write, for the path with nobody to text. */
async function dummyChallengeWork(db: Queryable): Promise<void> {
  await db.query('SELECT operation_id FROM one_time_codes WHERE operation_id = $1 FOR UPDATE', [randomUUID()]);
}

/** 'reset-unlocked': the reset also lifted "Lock my banking". */
export type ResetOutcome = 'reset' | 'reset-unlocked' | 'failed';

/**
 * Completes a reset: the code must open this customer's password-reset operation (and no
 * other purpose's). Then, in one transaction, the password changes, the customer is unlocked
 * when CustomerAccountUnlock is on for them, and every session of theirs ends.
 */
export async function completePasswordReset(
  db: Database, input: { resetId: string; customerNumber: string; code: string; newPassword: string },
): Promise<ResetOutcome> {
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_number: string }>(
      'SELECT customer_number FROM one_time_codes WHERE operation_id = $1 AND purpose = $2 AND session_id IS NULL',
      [input.resetId, PASSWORD_RESET],
    );
    if (rows[0]?.customer_number !== input.customerNumber) return 'failed';
    const check = await checkChallenge(tx, { operationId: input.resetId, sessionId: NO_SESSION, code: input.code });
    if (check !== 'escalated') return 'failed';
    const unlock = (await featuresFor(tx, input.customerNumber)).some((f) => f.name === 'CustomerAccountUnlock' && f.enabled);
    await tx.query('UPDATE customers SET password_hash = $2 WHERE customer_number = $1', [input.customerNumber, newHash]);
    // CustomerAccountUnlock: the reset lifts the lock on every device; otherwise the lock runs its time.
    if (unlock) await tx.query('DELETE FROM login_failures WHERE customer_number = $1', [input.customerNumber]);
    await completeOperation(tx, input.resetId);
    // The reset's checks are the ones "Lock my banking" asks for to unlock; a new password is a
    // factor change, so the scam rules hold payments to someone new for the next 24 hours.
    const unlocked = await unlockBanking(tx, input.customerNumber);
    await recordFactorChange(tx, input.customerNumber, 'password');
    const { rows: sessions } = await tx.query<{ id: string }>(
      'SELECT id FROM sessions WHERE customer_number = $1 AND revoked_at IS NULL', [input.customerNumber]);
    for (const session of sessions) await revokeSession(tx, session.id, 'password-reset');
    return unlocked ? 'reset-unlocked' : 'reset';
  });
}

/** Whether self-service reset is on (the global CustomerPasswordReset flag: nobody is logged in to resolve it for). */
export async function passwordResetEnabled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>("SELECT enabled FROM feature_flags WHERE name = 'CustomerPasswordReset'");
  return rows[0]?.enabled === true;
}
