import type { FastifyInstance } from 'fastify';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { PayeeDto, PayeeListDto, PayeeProblemDto, PayeeRequestDto } from '../../contract/payees';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { payeeInputErrors } from './inputErrors';
import { requireEscalation } from '../escalation';
import { canonicalAccount, maskAccount, type Binding } from '../escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { checkPayee, type PayeeFields } from './rules';
import { deletePayee, findPayee, insertPayee, isPayeeEditingRestricted, listPayees, updatePayee } from './queries';
import { notFound, refusedAsRestricted } from './guards';

export const ADD_PAYEE = 'add-payee';
export const EDIT_PAYEE = 'edit-payee';

/** What a code for adding or editing a payee approves: every field of it (and which payee, for an edit). */
function payeeBinding(verb: string, payee: PayeeFields, id: string | null): Binding {
  return {
    summary: `${verb} ${payee.name} (${maskAccount(payee.accountNumber)})`,
    fields: {
      payeeId: id, name: payee.name, accountNumber: canonicalAccount(payee.accountNumber),
      particulars: payee.particulars ?? '', code: payee.code ?? '', reference: payee.reference ?? '',
    },
  };
}

const IdParams = Type.Object({ id: Type.String() });
const changeResponses = {
  400: PayeeProblemDto, 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody, 415: ApiErrorBody,
};

/**
 * Domestic payees of the logged-in customer. Adding and editing are safeguarded (403 6002,
 * an SMS code, then the escalated token for that operation); input is checked before a code
 * is sent. A restricted customer is refused (403 6001) before anything else.
 */
export function payeeRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);
  const authenticateEscalated = requireCustomer(db, { acceptEscalated: true });

  api.get('/api/payees', { onRequest: authenticate, schema: { response: { 200: PayeeListDto, 401: ApiErrorBody } } }, async (request) => {
    const customer = customerOf(request);
    return { payees: await listPayees(db, customer), editingRestricted: await isPayeeEditingRestricted(db, customer) };
  });

  api.get('/api/payees/:id', {
    onRequest: authenticate, schema: { params: IdParams, response: { 200: PayeeDto, 401: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => (await findPayee(db, customerOf(request), request.params.id)) ?? notFound(reply));

  api.post('/api/payees', {
    onRequest: authenticateEscalated, preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: { body: PayeeRequestDto, response: { 200: PayeeDto, ...changeResponses } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (await refusedAsRestricted(db, customer, reply)) return reply;
    const checked = checkPayee(request.body);
    if ('problem' in checked) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...checked.problem });
    const escalation = await requireEscalation(deps, request, ADD_PAYEE, payeeBinding('add the payee', checked.payee, null));
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const payee = await db.transaction(async (tx) => {
      await completeOperation(tx, escalation.operationId);
      const added = await insertPayee(tx, customer, checked.payee);
      await recordSecurityEvent(tx, request, { type: 'payee-added', detail: { payeeId: added.id, name: added.name } });
      return added;
    });
    return reply.status(200).send(payee);
  });

  api.put('/api/payees/:id', {
    onRequest: authenticateEscalated, preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: { params: IdParams, body: PayeeRequestDto, response: { 200: PayeeDto, ...changeResponses } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (await refusedAsRestricted(db, customer, reply)) return reply;
    if (!(await findPayee(db, customer, request.params.id))) return notFound(reply);
    const checked = checkPayee(request.body);
    if ('problem' in checked) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...checked.problem });
    const escalation = await requireEscalation(deps, request, EDIT_PAYEE, payeeBinding('change the payee', checked.payee, request.params.id));
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const payee = await db.transaction(async (tx) => {
      await completeOperation(tx, escalation.operationId);
      const updated = await updatePayee(tx, customer, request.params.id, checked.payee);
      if (updated) await recordSecurityEvent(tx, request, { type: 'payee-changed', detail: { payeeId: updated.id, name: updated.name } });
      return updated;
    });
    return payee ?? notFound(reply);
  });

  api.delete('/api/payees/:id', {
    onRequest: authenticate,
    schema: { params: IdParams, response: { 204: Type.Null(), 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (await refusedAsRestricted(db, customer, reply)) return reply;
    if (!(await deletePayee(db, customer, request.params.id))) return notFound(reply);
    await recordSecurityEvent(db, request, { type: 'payee-removed', detail: { payeeId: request.params.id } });
    return reply.status(204).send(null);
  });
}
