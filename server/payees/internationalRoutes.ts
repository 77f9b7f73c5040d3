import type { FastifyInstance } from 'fastify';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { InternationalPayeeDto, InternationalPayeeRequestDto, PayeeProblemDto } from '../../contract/payees';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { payeeInputErrors } from './inputErrors';
import { requireEscalation } from '../escalation';
import { fieldsOf } from '../escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { checkInternationalPayee } from './rules';
import { deleteInternationalPayee, insertInternationalPayee, listInternationalPayees } from './internationalQueries';
import { notFound, refusedAsRestricted } from './guards';

export const ADD_INTERNATIONAL_PAYEE = 'add-international-payee';

/** International payees: listed, added (safeguarded like a domestic payee) and deleted. */
export function internationalPayeeRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/international-payees', {
    onRequest: requireCustomer(db), schema: { response: { 200: Type.Array(InternationalPayeeDto), 401: ApiErrorBody } },
  }, async (request) => listInternationalPayees(db, customerOf(request)));

  api.post('/api/international-payees', {
    onRequest: requireCustomer(db, { acceptEscalated: true }), preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: {
      body: InternationalPayeeRequestDto,
      response: { 200: InternationalPayeeDto, 400: PayeeProblemDto, 401: ApiErrorBody, 403: SafeguardErrorBody, 415: ApiErrorBody },
    },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (await refusedAsRestricted(db, customer, reply)) return reply;
    const checked = checkInternationalPayee(request.body);
    if ('problem' in checked) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...checked.problem });
    const escalation = await requireEscalation(deps, request, ADD_INTERNATIONAL_PAYEE, {
      summary: `add the overseas payee ${checked.payee.name}`, fields: fieldsOf(checked.payee),
    });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    const payee = await db.transaction(async (tx) => {
      await completeOperation(tx, escalation.operationId);
      const added = await insertInternationalPayee(tx, customer, checked.payee);
      await recordSecurityEvent(tx, request, { type: 'payee-added', detail: { payeeId: added.id, name: added.name, international: true } });
      return added;
    });
    return reply.status(200).send(payee);
  });

  api.delete('/api/international-payees/:id', {
    onRequest: requireCustomer(db),
    schema: { params: Type.Object({ id: Type.String() }), response: { 204: Type.Null(), 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (await refusedAsRestricted(db, customer, reply)) return reply;
    if (!(await deleteInternationalPayee(db, customer, request.params.id))) return notFound(reply);
    await recordSecurityEvent(db, request, { type: 'payee-removed', detail: { payeeId: request.params.id, international: true } });
    return reply.status(204).send(null);
  });
}
