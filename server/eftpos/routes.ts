import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ApproveEftposRequest, DeclineEftposRequest, EftposOverview, EftposSettings } from '../../contract/eftpos';
import { SafeguardErrorBody } from '../../contract/escalation';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { requireEscalation } from '../escalation';
import type { SmsLog } from '../escalation';
import { eftposEnabled, payingAccounts, pendingRequest, pendingRequests, setEftposEnabled } from './queries';
import { money } from '../escalation';
import { approveRequest, checkApproval, declineRequest } from './decisions';

export const APPROVE_EFTPOS = 'approve-eftpos';
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
const TURNED_OFF = { message: 'Online EFTPOS is turned off. Turn it on to approve or decline payments.' };

/** Online EFTPOS: the switch, the waiting payment requests, approving (safeguarded) and declining. */
export function eftposRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/eftpos', { onRequest, schema: { response: { 200: EftposOverview, ...errors } } }, async (request) => {
    const customer = customerOf(request);
    const enabled = await eftposEnabled(db, customer);
    return { enabled, requests: enabled ? await pendingRequests(db, customer) : [], accounts: await payingAccounts(db, customer) };
  });

  api.put('/api/eftpos/settings', { onRequest, schema: { body: EftposSettings, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await setEftposEnabled(db, customerOf(request), request.body.enabled);
      return reply.status(204).send(null);
    });

  api.post('/api/eftpos/decline', { onRequest, config: ALLOWED_WHILE_LOCKED, schema: { body: DeclineEftposRequest, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      if (!(await eftposEnabled(db, customerOf(request)))) return reply.status(409).send(TURNED_OFF);
      const outcome = await declineRequest(db, customerOf(request), request.body);
      return outcome ? reply.status(outcome.status).send(outcome.body) : reply.status(204).send(null);
    });

  api.post('/api/eftpos/approve', {
    onRequest: requireCustomer(db, { acceptEscalated: true }),
    schema: { body: ApproveEftposRequest, response: { 204: Type.Null(), ...errors, 403: SafeguardErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (!(await eftposEnabled(db, customer))) return reply.status(409).send(TURNED_OFF);
    // A request that would fail anyway sends no SMS code.
    const problem = await checkApproval(db, customer, request.body);
    if (problem) return reply.status(problem.status).send(problem.body);
    const pending = await pendingRequest(db, customer, request.body.requestId);
    const escalation = await requireEscalation(deps, request, APPROVE_EFTPOS, {
      summary: `approve an online EFTPOS payment of ${money(pending?.amountCents ?? 0)} to ${pending?.merchant ?? 'a merchant'}`,
      fields: { requestId: request.body.requestId, accountId: request.body.accountId, amountCents: pending?.amountCents ?? null },
    });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const outcome = await approveRequest(db, grantOf(request).customerNumber, request.body, escalation.operationId);
    return outcome ? reply.status(outcome.status).send(outcome.body) : reply.status(204).send(null);
  });
}
