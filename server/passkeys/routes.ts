import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import {
  PasskeyList, PasskeyLoginOptionsRequest, PasskeyOptionsReply, PasskeyRegistrationOptionsRequest, PasskeyRegistrationRequest, PasskeyDto,
  PasskeyRemovalRequest,
} from '../../contract/passkeys';
import { ALLOWED_WHILE_LOCKED, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { completeOperation, passkeyCoolingOffMessage, requireEscalation, SAFEGUARD_CONTACT_US, type SafeguardDeps } from '../escalation';
import { checkCurrentPassword, PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../contact';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { recordFactorChange } from '../scam';
import { addressKey } from '../platform/http/clientAddress';
import { enforceRateLimits } from '../platform/rateLimit';
import { approvalChallenge, createWebAuthnChallenge, spendWebAuthnChallenge } from './challenges';
import { passkeysOf, removePasskey, savePasskey, userHandleOf, type StoredPasskey } from './passkeyStore';
import { relyingPartyOf } from './relyingParty';
import { authenticationOptions, registrationOptions, verifyRegistration } from './webauthn';

export const ADD_PASSKEY = 'add-passkey';
export const REMOVE_PASSKEY = 'remove-passkey';
/** NativeErrorCode 4010: data validation. */
const DATA_VALIDATION = 4010;
/** Passkeys one customer may hold: enough for every device, not a place to hide a stranger's. */
export const MAX_PASSKEYS = 10;

export const REGISTRATION_FAILED = "We couldn't add that passkey. Start again and we will ask your device for a new one.";
const NOT_FOUND = 'There is no such passkey.';

const dto = (p: StoredPasskey): PasskeyDto => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt, approvesFrom: p.approving ? null : p.approvesFrom });

/**
 * Passkeys under Security. Adding one is a change of factor: the current password
 * again and a step-up to a factor the customer already had (SMS code, or another passkey);
 * the step-up's escalated token buys one registration challenge for this session, which the
 * authenticator's answer must carry within CHALLENGE_SECONDS. Removing one is a change of factor
 * too: the current password again (before any code is sent), then a step-up. A new passkey logs
 * in at once but approves a step-up only after `coolingOffSeconds`, as a new mobile receives codes.
 */
export function passkeyRoutes(app: FastifyInstance, deps: SafeguardDeps & { coolingOffSeconds: number }): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/security/passkeys', {
    onRequest: requireCustomer(db),
    schema: { response: { 200: PasskeyList, 401: ApiErrorBody, 403: ApiErrorBody } },
  }, async (request) => ({ passkeys: (await passkeysOf(db, grantOf(request).customerNumber)).map(dto) }));

  api.post('/api/security/passkeys/options', {
    onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: {
      body: PasskeyRegistrationOptionsRequest,
      response: { 200: PasskeyOptionsReply, 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 409: ApiErrorBody, 429: ApiErrorBody },
    },
  }, async (request, reply) => {
    const grant = grantOf(request);
    const existing = await passkeysOf(db, grant.customerNumber);
    if (existing.length >= MAX_PASSKEYS) {
      return reply.status(409).send({ NativeErrorCode: DATA_VALIDATION, message: `You can have up to ${MAX_PASSKEYS} passkeys. Remove one first.` });
    }
    // The password first, before any code is sent (as for removing one): a stolen session without
    // it has no SMS sent to the customer's phone, and its guesses are counted (5 per 15 minutes);
    // the escalated retry carries it again and it is checked again.
    const password = await checkCurrentPassword(db, grant.customerNumber, request.body.currentPassword);
    if (password === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
    if (password === 'wrong') {
      await recordSecurityEvent(db, request, { type: 'passkey-add-refused', detail: { reason: 'current password wrong' } });
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: WRONG_PASSWORD_MESSAGE });
    }
    const escalation = await requireEscalation(deps, request, ADD_PASSKEY, { summary: 'add a passkey', fields: {} });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const rp = relyingPartyOf(request);
    return db.transaction(async (tx) => {
      await completeOperation(tx, escalation.operationId);
      const { id, challenge } = await createWebAuthnChallenge(tx, { purpose: 'register', customerNumber: grant.customerNumber, sessionId: grant.sessionId });
      const options = await registrationOptions(rp, { challenge, userHandle: await userHandleOf(tx, grant.customerNumber), customerNumber: grant.customerNumber, existing });
      return { challengeId: id, options };
    });
  });

  api.post('/api/security/passkeys', {
    onRequest: requireCustomer(db),
    schema: {
      body: PasskeyRegistrationRequest,
      response: { 200: PasskeyDto, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody },
    },
  }, async (request, reply) => {
    const grant = grantOf(request);
    const name = request.body.name.trim();
    if (!name) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'Give the passkey a name.' });
    const spent = await spendWebAuthnChallenge(db, { id: request.body.challengeId, purpose: 'register', sessionId: grant.sessionId });
    const check = spent ? await verifyRegistration(relyingPartyOf(request), spent.challenge, request.body.credential) : null;
    if (!check?.verified) {
      await recordSecurityEvent(db, request, { type: 'passkey-add-refused', detail: { reason: check ? check.reason : 'challenge unknown, spent or expired' } });
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: REGISTRATION_FAILED });
    }
    const saved = await db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM passkeys WHERE id = $1', [check.id]);
      if (rows.length > 0) return null;
      const passkey = await savePasskey(tx, {
        id: check.id, customerNumber: grant.customerNumber, name, publicKey: check.publicKey, signCount: check.signCount, transports: check.transports,
        coolingOffSeconds: deps.coolingOffSeconds,
      });
      await recordFactorChange(tx, grant.customerNumber, 'passkey');
      await recordSecurityEvent(tx, request, { type: 'passkey-added', detail: { keyId: passkey.id.slice(0, 12), keyName: name } });
      return passkey;
    });
    if (!saved) return reply.status(409).send({ NativeErrorCode: DATA_VALIDATION, message: 'That passkey is already registered.' });
    // 200, not 201: the client takes 200 and 204 as success.
    return reply.status(200).send(dto(saved));
  });

  api.delete('/api/security/passkeys/:id', {
    onRequest: requireCustomer(db, { acceptEscalated: true }),
    bodyLimit: 4096,
    // No body at all is a missing password (a 400 with the bank's words), not a schema failure.
    preValidation: async (request) => { if (request.body === undefined || request.body === null) request.body = {}; },
    schema: {
      params: Type.Object({ id: Type.String({ maxLength: 1400 }) }),
      body: PasskeyRemovalRequest,
      response: { 204: Type.Null(), 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
    },
  }, async (request, reply) => {
    const grant = grantOf(request);
    const { id } = request.params;
    // Only the customer's own, found before any code is sent (no SMS for nothing, no hint of others' ids).
    if (!(await passkeysOf(db, grant.customerNumber)).some((p) => p.id === id)) return reply.status(404).send({ message: NOT_FOUND });
    // A passkey is a factor: the password again, before any step-up code is sent (as for a mobile),
    // so a stolen session alone cannot strip the customer's passkeys, nor have codes sent trying.
    const password = await checkCurrentPassword(db, grant.customerNumber, request.body.currentPassword);
    if (password === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
    if (password === 'wrong') {
      await recordSecurityEvent(db, request, { type: 'passkey-remove-refused', detail: { reason: 'current password wrong', keyId: id.slice(0, 12) } });
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: WRONG_PASSWORD_MESSAGE });
    }
    const escalation = await requireEscalation(deps, request, REMOVE_PASSKEY, { summary: 'remove a passkey', fields: { passkeyId: id } });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const removed = await db.transaction(async (tx) => {
      if (!(await removePasskey(tx, grant.customerNumber, id))) return false;
      await completeOperation(tx, escalation.operationId);
      await recordFactorChange(tx, grant.customerNumber, 'passkey');
      await recordSecurityEvent(tx, request, { type: 'passkey-removed', detail: { keyId: id.slice(0, 12) } });
      return true;
    });
    return removed ? reply.status(204).send(null) : reply.status(404).send({ message: NOT_FOUND });
  });

  // A login challenge: no customer number is asked or answered (discoverable passkeys), so it
  // says nothing about who has a passkey. Counted per address: each one is a stored row.
  api.post('/api/session/passkey-options', {
    schema: { body: PasskeyLoginOptionsRequest, response: { 200: PasskeyOptionsReply, 429: ApiErrorBody } },
  }, async (request) => {
    await enforceRateLimits(db, [{ bucket: `passkey-options:address:${addressKey(request.ip)}`, limit: 60, windowSeconds: 15 * 60 }]);
    const { id, challenge } = await createWebAuthnChallenge(db, { purpose: 'login' });
    return { challengeId: id, options: await authenticationOptions(relyingPartyOf(request), { challenge, allow: [] }) };
  });

  // A challenge to approve one open safeguarded operation of this session with a passkey: it
  // carries the operation's request hash (dynamic linking), as the SMS code's row does.
  api.post('/api/escalation/passkey-options', {
    onRequest: requireCustomer(db), config: ALLOWED_WHILE_LOCKED,
    schema: {
      headers: Type.Object({ 'x-operation-id': Type.String({ maxLength: 64 }) }),
      response: { 200: PasskeyOptionsReply, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
    },
  }, async (request, reply) => {
    const grant = grantOf(request);
    const operationId = request.headers['x-operation-id'];
    const { rows } = await db.query<{ request_hash: string | null }>(
      `SELECT request_hash FROM one_time_codes WHERE operation_id = $1 AND session_id = $2 AND expires_at > sandbox_now()
          AND voided_at IS NULL AND escalated_at IS NULL AND completed_at IS NULL`, [operationId, grant.sessionId]);
    const all = await passkeysOf(db, grant.customerNumber);
    // Only a passkey past its waiting period may approve: a new one is no factor the customer had.
    const passkeys = all.filter((p) => p.approving);
    if (!rows[0] || all.length === 0) return reply.status(404).send({ message: 'The operation is unknown or has expired.' });
    if (passkeys.length === 0) {
      // Every passkey still waits: say when the first may approve (read from the list in hand).
      const waitEnds = Math.min(...all.map((p) => Date.parse(p.approvesFrom ?? '')).filter((ms) => !Number.isNaN(ms)));
      return reply.status(403).send({ NativeErrorCode: SAFEGUARD_CONTACT_US, message: passkeyCoolingOffMessage(waitEnds) });
    }
    const { id, challenge } = await createWebAuthnChallenge(db, {
      purpose: 'approve', customerNumber: grant.customerNumber, sessionId: grant.sessionId, operationId,
      challenge: approvalChallenge(operationId, rows[0].request_hash),
    });
    return { challengeId: id, options: await authenticationOptions(relyingPartyOf(request), { challenge, allow: passkeys }) };
  });
}
