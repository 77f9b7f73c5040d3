import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BANKING_LOCKED_MESSAGE } from '../../../contract/scam';
import type { Database } from '../../platform/db/Database';
import { TooManyRequests } from '../../platform/http/TooManyRequests';
import {
  CHANGED_REQUEST_MESSAGE, approvesExactly, checkChallenge, maskAccount, money, textBoundCode, type Binding, type SmsLog,
} from '../../escalation';
import { isBankingLocked } from '../../scam';
import { sessionOfCookie, type SessionLifetimes } from '../cookieSession';
import { codePage, contractListPage, contractPage, type SigningErrors, type SigningForm } from '../digitalSignature';
import { NOT_FOUND_PAGE, pageDoc as doc, postedFromAnotherSite, sendPage } from '../page';
import { renderContract } from './contractPdf';
import {
  SIGN_PURPOSE, contractDocument, loanContracts, payableAccounts, sameName, signContract, type LoanContract, type PayableAccount,
} from './loanContracts';

interface Deps { db: Database; session: SessionLifetimes; sms: SmsLog }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base = (id: string) => `/digital-signature/${id}`;

export const SIGNING_MESSAGES = {
  chooseAccount: 'Choose the account to pay the loan into',
  typeName: 'Type your full name to sign',
  nameOnFile: 'Type your full name as we have it: your first and last name',
  agree: 'Tick to confirm you have read your contract and agree to its terms',
  codeFormat: 'Enter the 6-digit code we sent you',
  codeWrong: 'That code is not right. Check the text message and try again.',
  codeVoided: 'That code was entered wrongly too many times, so it no longer works. Continue again and we will send you a new code.',
  codeUnknown: 'That code has expired or has already been used. Continue again and we will send you a new code.',
  tooManyCodes: 'Too many codes have been sent. Try again later.',
  otherSite: 'This form was sent from another website, so nothing was done.',
} as const;

/** A form field as one trimmed string (formbody gives an array for a repeated name; only the first counts). */
function field(request: FastifyRequest, name: string, max = 200): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : body[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** What the code approves: this loan, this amount, into this account, signed as this name, on the contract with this hash. */
function signingBinding(contract: LoanContract, account: PayableAccount, signedName: string, contractSha256: string): Binding {
  const { terms } = contract.parties!;
  return {
    summary: `sign your personal loan contract for ${money(terms.amountCents)}, paid into ${maskAccount(account.accountNumber)}`,
    fields: { applicationId: contract.applicationId, amountCents: terms.amountCents, paidInto: account.id, signedName, contractSha256 },
  };
}

/**
 * The digital signature pages (/digital-signature/*): the customer's approved personal loans, each
 * contract as a PDF, and signing: the account to pay into, the full name typed, a code texted to
 * the customer's mobile naming the loan and amount (bound: it signs exactly that, once, in this
 * session), then the drawdown, and the signed PDF. Plain HTML forms (no script: the pages' CSP
 * allows none); the refresh cookie is SameSite=Strict and a form from another origin is refused.
 */
export function signingRoutes(app: FastifyInstance, { db, session, sms }: Deps): void {
  /** The page's customer and contract, or the reply already sent (log in first; not found). */
  async function opened(request: FastifyRequest, reply: FastifyReply) {
    const who = await sessionOfCookie(db, request, session);
    const id = (request.params as { id?: string }).id ?? null;
    if (!who) {
      // Back to the page after logging in (a form's own address is no page: its contract's page instead).
      const back = request.method === 'GET' ? request.url : id && UUID.test(id) ? base(id) : '/digital-signature';
      await reply.status(303).header('Cache-Control', 'no-store').redirect(`/login?next=${encodeURIComponent(back)}`, 303);
      return null;
    }
    if (id === null) return { who, contract: null };
    const [contract] = UUID.test(id) ? await loanContracts(db, who.customerNumber, id) : [];
    if (!contract) {
      await sendPage(reply, 404, NOT_FOUND_PAGE);
      return null;
    }
    return { who, contract };
  }

  /** A form's contract still to sign, with the accounts it may pay into; null once the reply is sent (log in, not found, signed already). */
  async function toSign(request: FastifyRequest, reply: FastifyReply) {
    const page = await opened(request, reply);
    if (!page?.contract) return null;
    const { who, contract } = page;
    if (contract.signed || !contract.parties) {
      await reply.status(303).redirect(base(contract.applicationId), 303);
      return null;
    }
    return { who, contract, parties: contract.parties, accounts: await payableAccounts(db, who.customerNumber) };
  }

  app.get('/digital-signature', doc('Digital signature: approved loans whose contract is to be signed (HTML)'), async (request, reply) => {
    const page = await opened(request, reply);
    return page ? sendPage(reply, 200, contractListPage(await loanContracts(db, page.who.customerNumber, null))) : reply;
  });

  app.get('/digital-signature/:id', doc('Digital signature of one approved loan: its terms, its contract and the form that signs it (HTML)'), async (request, reply) => {
    const page = await opened(request, reply);
    if (!page?.contract) return reply;
    return sendPage(reply, 200, contractPage(page.contract, await payableAccounts(db, page.who.customerNumber)));
  });

  app.get('/digital-signature/:id/contract.pdf', doc('The loan contract to read before signing (PDF)'), async (request, reply) => {
    const page = await opened(request, reply);
    if (!page?.contract) return reply;
    if (!page.contract.parties) return sendPage(reply, 404, NOT_FOUND_PAGE);
    return pdf(reply, (await contractDocument(page.contract.parties)).pdf, 'loan-contract.pdf');
  });

  app.get('/digital-signature/:id/signed.pdf', doc('The signed loan contract, with its signature block (PDF)'), async (request, reply) => {
    const page = await opened(request, reply);
    if (!page?.contract) return reply;
    const { parties, signed } = page.contract;
    if (!parties || !signed) return sendPage(reply, 404, NOT_FOUND_PAGE);
    const signature = { signedName: signed.signedName, signedAtMs: signed.signedAtMs, contractSha256: signed.contractSha256, paidInto: `${signed.paidInto.name} ${signed.paidInto.accountNumber}` };
    return pdf(reply, await renderContract(parties, signature), 'loan-contract-signed.pdf');
  });

  app.post('/digital-signature/:id/sign', doc('Signs a loan contract, first step: checks the form and texts the code that approves it (HTML)'), async (request, reply) => {
    const signing = await toSign(request, reply);
    if (!signing) return reply;
    const { who, contract, parties, accounts } = signing;
    const form: SigningForm = { paidInto: field(request, 'paidInto', 64), signedName: field(request, 'signedName'), agreed: field(request, 'agreed') === 'yes' };
    const again = (status: number, errors: SigningErrors) => sendPage(reply, status, contractPage(contract, accounts, form, errors));
    if (postedFromAnotherSite(request)) return again(403, { form: SIGNING_MESSAGES.otherSite });
    if (await isBankingLocked(db, who.customerNumber)) return again(403, { form: BANKING_LOCKED_MESSAGE });
    const account = accounts.find((a) => a.id === form.paidInto);
    const errors: SigningErrors = {};
    if (!account) errors.paidInto = SIGNING_MESSAGES.chooseAccount;
    if (!form.signedName) errors.signedName = SIGNING_MESSAGES.typeName;
    else if (!sameName(form.signedName, parties.borrowerName)) errors.signedName = SIGNING_MESSAGES.nameOnFile;
    if (!form.agreed) errors.agreed = SIGNING_MESSAGES.agree;
    if (!account || Object.keys(errors).length > 0) return again(400, errors);
    const { sha256 } = await contractDocument(parties);
    try {
      const texted = await textBoundCode({ db, sms }, {
        customerNumber: who.customerNumber, sessionId: who.sessionId, clientAddress: request.ip, purpose: SIGN_PURPOSE,
        binding: signingBinding(contract, account, form.signedName, sha256),
      });
      if (!texted.sent) return again(403, { form: texted.message });
      return sendPage(reply, 200, codePage(contract, { operationId: texted.operationId, paidInto: account, signedName: form.signedName, sentTo: texted.sentTo }));
    } catch (error) {
      if (error instanceof TooManyRequests) return again(429, { form: SIGNING_MESSAGES.tooManyCodes });
      throw error;
    }
  });

  app.post('/digital-signature/:id/confirm', doc('Signs a loan contract, second step: the texted code signs it and the loan is paid (HTML)'), async (request, reply) => {
    const signing = await toSign(request, reply);
    if (!signing) return reply;
    const { who, contract, parties, accounts } = signing;
    const form: SigningForm = { paidInto: field(request, 'paidInto', 64), signedName: field(request, 'signedName'), agreed: true };
    const again = (status: number, message: string) => sendPage(reply, status, contractPage(contract, accounts, form, { form: message }));
    if (postedFromAnotherSite(request)) return again(403, SIGNING_MESSAGES.otherSite);
    const operationId = field(request, 'operationId', 64);
    const account = accounts.find((a) => a.id === form.paidInto);
    if (!account || !UUID.test(operationId)) return again(400, CHANGED_REQUEST_MESSAGE);
    const code = field(request, 'code', 20).replace(/\s/g, '');
    const codeAgain = (status: number, message: string) => sendPage(reply, status, codePage(contract, {
      operationId, paidInto: account, signedName: form.signedName, sentTo: field(request, 'sentTo', 40) || 'on file',
    }, message));
    if (!/^\d{6}$/.test(code)) return codeAgain(400, SIGNING_MESSAGES.codeFormat);
    const check = await db.transaction((tx) => checkChallenge(tx, { operationId, sessionId: who.sessionId, code }));
    if (check === 'wrong') return codeAgain(400, SIGNING_MESSAGES.codeWrong);
    if (check === 'voided') return again(400, SIGNING_MESSAGES.codeVoided);
    if (check === 'unknown') return again(400, SIGNING_MESSAGES.codeUnknown);
    const { sha256 } = await contractDocument(parties);
    const binding = signingBinding(contract, account, form.signedName, sha256);
    if (!(await approvesExactly(db, { operationId, sessionId: who.sessionId, purpose: SIGN_PURPOSE, binding }))) return again(400, CHANGED_REQUEST_MESSAGE);
    if (await isBankingLocked(db, who.customerNumber)) return again(403, BANKING_LOCKED_MESSAGE);
    const outcome = await signContract(db, {
      customerNumber: who.customerNumber, applicationId: contract.applicationId, operationId, signedName: form.signedName,
      paidIntoAccountId: account.id, contractSha256: sha256, terms: parties.terms,
    });
    if (outcome === 'not-found') return sendPage(reply, 404, NOT_FOUND_PAGE);
    if (outcome === 'account-not-payable') return again(400, SIGNING_MESSAGES.chooseAccount);
    return reply.status(303).header('Cache-Control', 'no-store').redirect(base(contract.applicationId), 303);
  });
}

function pdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply.status(200).header('Cache-Control', 'no-store').header('Content-Disposition', `inline; filename="${filename}"`)
    .type('application/pdf').send(Buffer.from(bytes));
}

