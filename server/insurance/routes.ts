import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { InsuranceBundleDto, LodgeClaimDto, LodgedClaimDto, PolicyDetailDto, PolicyListDto } from '../../contract/insurance';
import { isIsoDate } from '../../contract/rules/AucklandDate';
import { isOldEnoughForInsurance, TOO_YOUNG_FOR_INSURANCE_MESSAGE } from '../../contract/rules/InsuranceEligibility';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { INSURANCE_BUNDLE } from './bundle';
import { dateOfBirthOf, findPolicy, listPolicies, lodgeClaim } from './queries';
import type { Clock } from '../platform/clock/Clock';

const PolicyId = Type.Object({ id: Type.String({ maxLength: 40 }) });
const notFound = { message: 'No such policy.' };

/** The logged-in customer's insurance; every query is scoped to them (another's policy → 404). */
export function insuranceRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);

  api.get('/api/bundles/open/insurance', { schema: { response: { 200: InsuranceBundleDto } } }, async () => INSURANCE_BUNDLE);

  api.get('/api/insurance/policies', { preHandler: authenticate, schema: { response: { 200: PolicyListDto, 401: ApiErrorBody } } },
    async (request) => {
      const customer = customerOf(request);
      return { dateOfBirth: await dateOfBirthOf(db, customer), policies: await listPolicies(db, customer) };
    });

  api.get('/api/insurance/policies/:id', {
    preHandler: authenticate, schema: { params: PolicyId, response: { 200: PolicyDetailDto, 401: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const policy = await findPolicy(db, customerOf(request), request.params.id);
    return policy ?? reply.status(404).send(notFound);
  });

  api.post('/api/insurance/policies/:id/claims', {
    bodyLimit: 8192, onRequest: authenticate, preValidation: requireJsonBody, errorHandler: dataValidationErrors,
    schema: {
      params: PolicyId, body: LodgeClaimDto,
      response: { 200: LodgedClaimDto, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody },
    },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const policy = await findPolicy(db, customer, request.params.id);
    if (!policy) return reply.status(404).send(notFound);
    const today = clock.today();
    // The same age rule as the insurance page: an under-18 cannot hold a policy or claim on one.
    if (!isOldEnoughForInsurance(await dateOfBirthOf(db, customer), today)) {
      return reply.status(403).send({ message: TOO_YOUNG_FOR_INSURANCE_MESSAGE });
    }
    const { eventDate } = request.body;
    if (!isIsoDate(eventDate) || eventDate > today) {
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'eventDate must be a real date, today or earlier.' });
    }
    return reply.status(200).send({ reference: await lodgeClaim(db, policy.id, request.body) });
  });
}
