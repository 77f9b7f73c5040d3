import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { LetterDeliveryUpdate, StatementParams, StatementsOverview } from '../../contract/statements';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { featuresFor } from '../flags';
import { effectiveDelivery } from './delivery';
import { listStatements, readLetterDelivery, readStatement, saveLetterDelivery } from './queries';
import { renderStatement } from './renderStatement';
import type { Clock } from '../platform/clock/Clock';

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const NOT_FOUND = { message: 'There is no such statement.' };
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody };

async function flagsOf(db: Database, customerNumber: string) {
  const flags = await featuresFor(db, customerNumber);
  const on = (name: string) => flags.some((f) => f.name === name && f.enabled);
  return { postedLettersToggle: on('PostedLettersToggle'), digitalLetterBypass: on('DigitalLetterBypass') };
}

/** Monthly PDF statements of the customer's accounts, and how letters reach them. */
export function statementRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/statements', { onRequest, schema: { response: { 200: StatementsOverview, ...errors } } }, async (request) => {
    const customer = customerOf(request);
    const [stored, flags, statements] = await Promise.all([readLetterDelivery(db, customer), flagsOf(db, customer), listStatements(db, customer)]);
    return { delivery: effectiveDelivery({ ...stored, ...flags }), preference: stored.preference, canChoose: flags.postedLettersToggle, statements };
  });

  api.get('/api/statements/:accountId/:month', {
    onRequest,
    schema: { params: StatementParams, produces: ['application/pdf'], response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The statement as application/pdf.' }), ...errors } },
  }, async (request, reply) => {
    const { accountId, month } = request.params;
    if (!MONTH.test(month)) return reply.status(400).send({ message: "month must be 'YYYY-MM'.", NativeErrorCode: DATA_VALIDATION });
    // Another customer's account, or a month not finished: the same 404, so nobody learns which accounts exist.
    const statement = await readStatement(db, customerOf(request), accountId, month);
    if (!statement) return reply.status(404).send(NOT_FOUND);
    const pdf = await renderStatement(statement, clock.now());
    return reply.type('application/pdf')
      .header('content-disposition', `attachment; filename="statement-${statement.accountNumber}-${month}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  api.put('/api/statements/delivery', {
    bodyLimit: 1024, onRequest, preValidation: requireJsonBody, errorHandler: dataValidationErrors,
    schema: { body: LetterDeliveryUpdate, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    // PostedLettersToggle off: the choice is not offered, so it cannot be made (as a flagged-off page is not found).
    if (!(await flagsOf(db, customer)).postedLettersToggle) return reply.status(404).send({ message: 'Choosing how letters are delivered is not available.' });
    await saveLetterDelivery(db, customer, request.body.delivery);
    return reply.status(204).send(null);
  });
}
