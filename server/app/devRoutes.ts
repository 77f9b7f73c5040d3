import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import {
  CloneCustomerRequest, CloneCustomerResponse, FeatureFlagStates, OneTimeCodeList, OneTimeCodeQuery, SetFeatureFlagRequest, SetSystemStatusRequest, UnlockRequest, UnlockResponse,
} from '../../contract/operator';
import { SystemStatus } from '../../contract/status';
import type { Database } from '../platform/db/Database';
import { allFlagStates, canonicalFlagName, setFeatureFlag } from '../flags';
import { readSystemStatus, setSystemStatus } from '../status';
import { loggedCodes } from '../escalation';
import type { Clock } from '../platform/clock/Clock';
import { clockRoutes } from '../platform/clock/clockRoutes';
import type { DueWorkTally } from '../../contract/operator';
import type { LoadedArea } from './loadAreas';
import { cloneDemoCustomer } from './cloneDemoCustomer';

/**
 * Development-only operator endpoints (`npm run operator` talks to them; the clock's are in clock/clockRoutes.ts). buildApp registers
 * them only outside production, so in production these paths simply do not exist. They
 * have no authentication: the sandbox listens on loopback by default.
 */
export function devRoutes(app: FastifyInstance, { db, clock, runDueWork, areas }: {
  db: Database; clock: Clock; runDueWork(): Promise<DueWorkTally>; areas: readonly LoadedArea[];
}): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true; // kept out of the published OpenAPI contract
  // JSON only: a web page cannot send JSON cross-site without a CORS preflight, which this
  // server never grants, so no page a developer visits can flip their sandbox with a form.
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };

  clockRoutes(app, { clock, runDueWork, preValidation });

  api.post('/dev/system-status', { preValidation, schema: { hide, body: SetSystemStatusRequest, response: { 200: SystemStatus, 415: ApiErrorBody } } }, async (request) => {
    await setSystemStatus(db, request.body.subsystem, request.body.status);
    return readSystemStatus(db);
  });

  api.get('/dev/feature-flags', { schema: { hide, response: { 200: FeatureFlagStates } } }, async () => ({ flags: await allFlagStates(db) }));

  api.post('/dev/feature-flags', {
    preValidation,
    schema: { hide, body: SetFeatureFlagRequest, response: { 200: FeatureFlagStates, 400: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const { enabled, customerNumber } = request.body;
    const name = await canonicalFlagName(db, request.body.name);
    if (!name) return reply.status(404).send({ message: `There is no feature flag '${request.body.name}'.` });
    if (customerNumber && !(await customerExists(db, customerNumber))) return reply.status(404).send({ message: `There is no customer ${customerNumber}.` });
    if (customerNumber) await setFeatureFlag(db, name, { enabled, customerNumber });
    else if (enabled === null) return reply.status(400).send({ message: 'A global flag is on or off; null only removes a customer\'s own setting.' });
    else await setFeatureFlag(db, name, { enabled });
    return { flags: await allFlagStates(db) };
  });

  api.post('/dev/unlock', { preValidation, schema: { hide, body: UnlockRequest, response: { 200: UnlockResponse, 404: ApiErrorBody, 415: ApiErrorBody } } }, async (request, reply) => {
    if (!(await customerExists(db, request.body.customerNumber))) return reply.status(404).send({ message: `There is no customer ${request.body.customerNumber}.` });
    // Every device's lock, known or not.
    await db.query('DELETE FROM login_failures WHERE customer_number = $1', [request.body.customerNumber]);
    return { customerNumber: request.body.customerNumber, unlocked: true as const };
  });

  // A customer of a test's own, from a demo template (cloneDemoCustomer.ts): tests that move money or
  // change settings work on it, so they never depend on, or spoil, what another test sees.
  api.post('/dev/customers', {
    preValidation, schema: { hide, body: CloneCustomerRequest, response: { 201: CloneCustomerResponse, 404: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const customerNumber = await cloneDemoCustomer(db, clock, areas, request.body.template);
    if (!customerNumber) return reply.status(404).send({ message: `There is no demo customer ${request.body.template}.` });
    return reply.status(201).send({ customerNumber });
  });

  api.get('/dev/one-time-codes', { schema: { hide, querystring: OneTimeCodeQuery, response: { 200: OneTimeCodeList } } }, async (request) => {
    // The codes themselves are stored only as HMACs: this reads the development-only log.
    const rows = await loggedCodes(db, request.query.customerNumber ?? null);
    return rows.map((r) => ({
      customerNumber: r.customer_number, operationId: r.operation_id, code: r.code, purpose: r.purpose,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}

async function customerExists(db: Database, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE customer_number = $1', [customerNumber]);
  return rows.length > 0;
}
