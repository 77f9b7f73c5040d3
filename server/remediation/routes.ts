import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import {
  RECIPIENT_NOT_FOUND, REFUND_ALREADY_SUBMITTED, RemediationBundleDto, RemediationCaseDto, RemediationSubmitDto, RemediationVerifyDto,
} from '../../contract/remediation';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { REMEDIATION_BUNDLE } from './bundle';
import { dateOfBirthMatches, findRecipient, markVerified, refundAccounts, submitRefund, type Recipient } from './queries';
import { hitRateLimit } from '../platform/rateLimit';
import { canonicalAccount, maskAccount, money, requireEscalation, type SafeguardDeps } from '../escalation';
import { declinedDestination } from '../scam';
import { SafeguardErrorBody } from '../../contract/escalation';
import { RISK_DECLINED } from '../../contract/scam';
import { BRAND } from '../../contract/rules/brand';

/** The step-up's purpose for a refund paid into another bank's account (the code names the account and amount). */
export const REFUND_TO_OTHER_ACCOUNT = 'refund-to-other-account';

const notRecipient = (reply: FastifyReply) =>
  reply.status(404).send({ NativeErrorCode: RECIPIENT_NOT_FOUND, message: 'We could not find a refund for this customer.' });
const alreadySubmitted = (reply: FastifyReply) =>
  reply.status(409).send({ NativeErrorCode: REFUND_ALREADY_SUBMITTED, message: 'The refund request has already been submitted.' });
const invalid = (reply: FastifyReply, message: string) => reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message });

/** The words when the reference or the date of birth is not ours (not saying which, so neither is confirmed alone). */
export const VERIFY_MISMATCH = "Those details don't match our records. Check the reference on our letter and your date of birth.";
const normaliseReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/** The consumer-credit refund: content for anyone, verify and submit for the logged-in recipient only. */
export function remediationRoutes(app: FastifyInstance, deps: SafeguardDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const jsonPost = { bodyLimit: 4096, onRequest: requireCustomer(db), preValidation: requireJsonBody, errorHandler: dataValidationErrors };
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody };

  api.get('/api/cccfa-remediation/bundle', { schema: { response: { 200: RemediationBundleDto } } }, async () => REMEDIATION_BUNDLE);

  api.post('/api/cccfa-remediation/verify', { ...jsonPost, schema: { body: RemediationVerifyDto, response: { 200: RemediationCaseDto, ...errors } } },
    async (request, reply) => {
      const customer = customerOf(request);
      const recipient = await findRecipient(db, customer);
      if (!recipient) return notRecipient(reply);
      if (recipient.submitted) return alreadySubmitted(reply);
      // Counted before the check: the reference and date of birth cannot be guessed at speed.
      const tries = await hitRateLimit(db, { bucket: `refund-verify:customer:${customer}`, limit: 5, windowSeconds: 15 * 60 });
      if (!tries.allowed) return reply.status(429).send({ message: 'Too many attempts. Try again later.' });
      const sameReference = normaliseReference(request.body.caseReference) === normaliseReference(recipient.caseReference);
      if (!(await dateOfBirthMatches(db, customer, request.body.dateOfBirth)) || !sameReference) {
        return invalid(reply, VERIFY_MISMATCH);
      }
      await markVerified(db, customer);
      return { caseReference: recipient.caseReference, refundCents: recipient.refundCents, accounts: await refundAccounts(db, customer) };
    });

  /*
   * Into one of the customer's own accounts on file the refund needs nothing more; into any other
   * account it needs the bound step-up (the code names the account and the amount): a stolen
   * session that passed the check must not send the customer's refund to the fraudster.
   */
  api.post('/api/cccfa-remediation/submit', {
    ...jsonPost, onRequest: requireCustomer(db, { acceptEscalated: true }),
    // 403: the step-up (6002, 4004, 6001, 6006), a declined account (6102), or not verified yet (a message only).
    schema: { body: RemediationSubmitDto, response: { 204: Type.Null(), ...errors, 403: Type.Union([SafeguardErrorBody, ApiErrorBody]) } },
  },
    async (request, reply) => {
      const customer = customerOf(request);
      const recipient: Recipient | null = await findRecipient(db, customer);
      if (!recipient) return notRecipient(reply);
      if (recipient.submitted) return alreadySubmitted(reply);
      if (!recipient.verified) return reply.status(403).send({ message: 'Verify your details before asking for the refund.' });
      const body = request.body;
      let credited: boolean;
      if (body.kind === 'own') {
        const ownAccount = (await refundAccounts(db, customer)).find((account) => account.id === body.accountId);
        if (!ownAccount) return invalid(reply, 'accountId must be one of your everyday or savings accounts.');
        credited = await submitRefund(db, customer, recipient.refundCents, { ownAccount });
      } else {
        if (!isValidNzBankAccountNumber(body.accountNumber)) return invalid(reply, 'accountNumber is not a valid New Zealand bank account number.');
        const accountNumber = formatNzBankAccountNumber(body.accountNumber) ?? body.accountNumber;
        const accountName = body.accountName.trim();
        if (await declinedDestination(db, { customerNumber: customer, toAccountNumber: accountNumber, payeeName: accountName })) {
          return reply.status(403).send({
            NativeErrorCode: RISK_DECLINED,
            message: `We can't pay your refund into this account: it has been reported to us as used by scammers. Choose one of your accounts, or call us on ${BRAND.phone}.`,
          });
        }
        const escalation = await requireEscalation(deps, request, REFUND_TO_OTHER_ACCOUNT, {
          summary: `pay your refund of ${money(recipient.refundCents)} into ${maskAccount(accountNumber)} (${accountName})`,
          fields: { accountNumber: canonicalAccount(accountNumber), accountName, refundCents: recipient.refundCents },
        });
        if (!escalation.passed) return reply.status(403).send(escalation.body);
        credited = await submitRefund(db, customer, recipient.refundCents, { accountNumber, accountName }, escalation.operationId);
      }
      if (!credited) return alreadySubmitted(reply);
      return reply.status(204).send(null);
    });
}
