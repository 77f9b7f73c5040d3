import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { TaxDetailsDto, type PirRate } from '../../contract/tax';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { storedIrdNumber, taxDetailsProblem } from './rules';

const DATA_VALIDATION = 4010;
// A rule's refusal names its field; a schema refusal (the error handler's) has none.
const FieldErrorBody = Type.Object({ NativeErrorCode: Type.Optional(Type.Integer()), message: Type.String(), field: Type.Optional(Type.String()) });
const errors = { 401: ApiErrorBody, 403: ApiErrorBody };
const PIR_OF_TENTHS: Record<number, PirRate> = { 105: '10.5', 175: '17.5', 280: '28' };

/** The customer's tax details: read and replace (IRD number, PIR, other tax residencies). */
export function taxRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/tax', { onRequest, schema: { response: { 200: TaxDetailsDto, ...errors } } }, async (request) => {
    const customer = customerOf(request);
    const { rows } = await db.query<{ ird_number: string | null; pir_tenths: number | null }>(
      'SELECT ird_number, pir_tenths FROM customer_tax WHERE customer_number = $1', [customer]);
    const { rows: residencies } = await db.query<{ country: string; tin: string }>(
      'SELECT country, tin FROM customer_tax_residencies WHERE customer_number = $1 ORDER BY country', [customer]);
    return {
      irdNumber: rows[0]?.ird_number ?? null,
      prescribedInvestorRate: rows[0]?.pir_tenths ? PIR_OF_TENTHS[rows[0].pir_tenths] ?? null : null,
      residencies,
    };
  });

  api.put('/api/tax', { onRequest, schema: { body: TaxDetailsDto, response: { 204: Type.Null(), 400: FieldErrorBody, ...errors } } },
    async (request, reply) => {
      const details = request.body;
      const problem = taxDetailsProblem(details);
      if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...problem });
      const customer = customerOf(request);
      const pir = details.prescribedInvestorRate === null ? null : Math.round(Number(details.prescribedInvestorRate) * 10);
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO customer_tax (customer_number, ird_number, pir_tenths) VALUES ($1, $2, $3)
          ON CONFLICT (customer_number) DO UPDATE SET ird_number = EXCLUDED.ird_number, pir_tenths = EXCLUDED.pir_tenths, updated_at = sandbox_now()`,
        [customer, storedIrdNumber(details.irdNumber), pir]);
        await tx.query('DELETE FROM customer_tax_residencies WHERE customer_number = $1', [customer]);
        for (const r of details.residencies) {
          await tx.query('INSERT INTO customer_tax_residencies (customer_number, country, tin) VALUES ($1, $2, $3)', [customer, r.country, r.tin.trim()]);
        }
      });
      return reply.status(204).send(null);
    });
}
