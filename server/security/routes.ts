import type { FastifyInstance } from 'fastify';
import { recordFactorChange } from '../scam';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { hashPassword, verifyPassword } from '../platform/auth/passwordHashing';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { ChangePasswordRequest } from '../../contract/security';
import type { Database } from '../platform/db/Database';
import { grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { completeOperation } from '../escalation';
import { passwordProblem } from '../../contract/rules/PasswordPolicy';
import { requireEscalation } from '../escalation';
import type { SmsLog } from '../escalation';
import { revokeSession } from '../session';

/** NativeErrorCode 4010: data validation. */
const DATA_VALIDATION = 4010;
export const CHANGE_PASSWORD = 'change-password';

/**
 * POST /api/security/password: a protected operation. Input is checked before a code is
 * sent (no SMS for a request that would fail anyway); the current password is checked only
 * once escalated, so a stolen session cannot test passwords without the customer's phone.
 */
export function securityRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  const { db } = deps;
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/security/password', {
    onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: {
      body: ChangePasswordRequest,
      response: { 204: Type.Null(), 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody },
    },
  }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const problem = passwordProblem({ password: newPassword, currentPassword, customerNumber: grantOf(request).customerNumber });
    if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: problem });
    const escalation = await requireEscalation(deps, request, CHANGE_PASSWORD, {
      // The passwords themselves are never hashed into a stored row: the code approves "a password change of this session".
      summary: 'change your password', fields: {},
    });
    if (!escalation.passed) return reply.status(403).send(escalation.body);

    const grant = grantOf(request);
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE customer_number = $1',
      [grant.customerNumber]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, currentPassword))) {
      await recordSecurityEvent(db, request, { type: 'password-change-refused', detail: { reason: 'current password wrong' } });
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'Your current password is incorrect.' });
    }
    const newHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET password_hash = $2 WHERE customer_number = $1', [grant.customerNumber, newHash]);
      await tx.query("DELETE FROM login_failures WHERE customer_number = $1 AND device = ''", [grant.customerNumber]);
      await recordFactorChange(tx, grant.customerNumber, 'password');
      await completeOperation(tx, escalation.operationId);
      // Every other session of the customer ends: whoever else held one no longer gets in.
      const { rows: others } = await tx.query<{ id: string }>(
        'SELECT id FROM sessions WHERE customer_number = $1 AND id <> $2 AND revoked_at IS NULL', [grant.customerNumber, grant.sessionId]);
      for (const other of others) await revokeSession(tx, other.id, 'password-changed');
      await recordSecurityEvent(tx, request, { type: 'password-changed', detail: { otherSessionsEnded: others.length } });
    });
    return reply.status(204).send(null);
  });
}
