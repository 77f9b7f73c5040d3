import type { FastifyInstance } from 'fastify';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactAddressUpdate, ContactDetails } from '../../contract/contact';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { requireEscalation } from '../escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { addressExists, readContact, saveContactAddress } from './contactRecords';
import { checkCurrentPassword, PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from './currentPassword';
import { DATA_VALIDATION, dataValidationErrors, explainSchemaErrors, requireJsonBody } from '../platform/http/dataValidation';

const explain = explainSchemaErrors((field) => {
  if (field === 'kind') return "kind must be 'residential' or 'postal'.";
  if (field === 'address') return 'address is required.';
  if (field.startsWith('address.addressLines')) return 'address.addressLines must be 1 to 4 lines of 1 to 60 characters.';
  if (field === 'address.postcode') return 'address.postcode must be 4 digits.';
  if (field === 'address.cityTown') return 'address.cityTown must be 1 to 60 characters.';
  if (field === 'address.suburb') return 'address.suburb must be null or up to 60 characters.';
  if (field === 'address.dpid') return 'address.dpid must be null or the DPID of an address.';
  return undefined;
});

/** The logged-in customer's contact details (settings) and the login redirect rule's input. */
/** Where letters and cards go: changing an address is safeguarded (the card-intercept fraud). */
export const CHANGE_ADDRESS = 'change-address';

export function contactRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);

  api.get('/api/contact', { preHandler: authenticate, schema: { response: { 200: ContactDetails, 401: ApiErrorBody } } }, async (request) => {
    const contact = await readContact(db, customerOf(request));
    if (!contact) throw new Error('session of a customer that no longer exists');
    return contact;
  });

  api.put('/api/contact/address', {
    bodyLimit: 4096,
    onRequest: requireCustomer(db, { acceptEscalated: true }), // before the body is read: no login, no validation messages
    preValidation: requireJsonBody,
    schemaErrorFormatter: explain,
    errorHandler: dataValidationErrors,
    schema: { body: ContactAddressUpdate, response: { 204: Type.Null(), 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 415: ApiErrorBody, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const { kind, address } = request.body;
    if (address.dpid !== null && !(await addressExists(db, address.dpid))) {
      return reply.status(400).send({ message: 'address.dpid is not an address of the directory.', NativeErrorCode: DATA_VALIDATION });
    }
    // The password again, before any step-up code is sent: a session alone cannot redirect the post.
    const passwordCheck = await checkCurrentPassword(db, customerOf(request), request.body.currentPassword);
    if (passwordCheck === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
    if (passwordCheck !== 'right') return reply.status(400).send({ message: WRONG_PASSWORD_MESSAGE, NativeErrorCode: DATA_VALIDATION });
    // The step-up approves exactly this address (issue 19 finding 3): a stolen session cannot
    // send the next card or letter elsewhere without the customer's phone.
    const escalation = await requireEscalation(deps, request, CHANGE_ADDRESS, {
      summary: `change your ${kind} address to ${address.addressLines[0]}, ${address.cityTown}`,
      fields: { kind, address: JSON.stringify(address) },
    }, { emailWhenNoMobile: true }); // a contact change: a customer with no mobile gets the code by email
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    await db.transaction(async (tx) => {
      await completeOperation(tx, escalation.operationId);
      await saveContactAddress(tx, customerOf(request), kind, address);
      await recordSecurityEvent(tx, request, { type: 'address-changed', detail: { kind } });
    });
    return reply.status(204).send(null);
  });
}
