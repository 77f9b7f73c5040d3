import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';
import { formatMoney } from '../../contract/rules/Money';
import { html, type Html } from './page';
import { formatRate } from './signing/contractTerms';
import type { LoanContract, PayableAccount } from './signing/loanContracts';

/** What the customer typed and chose on the contract's form, kept when the page comes back with a problem. */
export interface SigningForm { paidInto: string; signedName: string; agreed: boolean }
export type SigningErrors = Partial<Record<'paidInto' | 'signedName' | 'agreed' | 'code' | 'form', string>>;

const base = (id: string) => `/digital-signature/${id}`;
const EMPTY_FORM: SigningForm = { paidInto: '', signedName: '', agreed: false };
const accountLabel = (a: PayableAccount) => `${a.name} ${a.accountNumber}`;

/** The page's problems, first, each a link to its field (the pattern of the app's error summary). */
function errorSummary(errors: SigningErrors, fields: Partial<Record<keyof SigningErrors, string>>): Html {
  const entries = Object.entries(errors).filter(([, message]) => message) as Array<[keyof SigningErrors, string]>;
  if (entries.length === 0) return html``;
  return html`<div class="card problem" role="alert" aria-labelledby="problem-title"><h2 id="problem-title">There is a problem</h2>
<ul>${entries.map(([key, message]) => (fields[key] ? html`<li><a href="${`#${fields[key]}`}">${message}</a></li>` : html`<li>${message}</li>`))}</ul></div>`;
}

/** A field's error under its label, tied to the control by aria-describedby. */
const fieldError = (id: string, message: string | undefined) => (message ? html`<p class="error" id="${`${id}-error`}">${message}</p>` : html``);
const invalidAttributes = (id: string, message: string | undefined, hint?: string) => {
  const described = [hint, message ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return html`${message ? html` aria-invalid="true"` : html``}${described ? html` aria-describedby="${described}"` : html``}`;
};

function keyFacts(contract: LoanContract): Html {
  const terms = contract.parties!.terms;
  return html`<dl>
<dt>Loan amount</dt><dd>${formatMoney(terms.amountCents)}</dd>
<dt>Interest rate</dt><dd>${formatRate(terms.rateBps)}</dd>
<dt>Term</dt><dd>${`${terms.termMonths} months`}</dd>
<dt>Repayments</dt><dd>${`${terms.termMonths} monthly repayments of ${formatMoney(terms.repaymentCents)}`}</dd>
<dt>Total interest</dt><dd>${formatMoney(terms.totalInterestCents)}</dd>
<dt>Total to repay</dt><dd>${formatMoney(terms.totalRepaidCents)}</dd>
</dl>`;
}

/** /digital-signature: every approved personal loan, waiting for its signature or signed. */
export function contractListPage(contracts: readonly LoanContract[]): { title: string; body: Html } {
  const body = contracts.length === 0
    ? html`<p>No loan contract is waiting for your signature.</p><p><a href="/loan-status">See your applications</a></p>`
    : html`${contracts.map((c) => html`<article class="card" aria-labelledby="${`contract-${c.applicationId}`}">
<h2 id="${`contract-${c.applicationId}`}">Personal loan contract</h2>
<dl><dt>Approved</dt><dd>${formatAucklandDateTime(c.approvedAtMs)}</dd>${c.parties ? html`<dt>Loan amount</dt><dd>${formatMoney(c.parties.terms.amountCents)}</dd>` : html``}</dl>
${c.signed ? html`<p><span class="state">Signed</span> ${formatAucklandDateTime(c.signed.signedAtMs)}</p><p><a href="${`${base(c.applicationId)}/signed.pdf`}">Download your signed contract (PDF)</a></p>`
    : c.parties ? html`<p><a class="button" href="${base(c.applicationId)}">Read and sign your contract</a></p>`
      : html`<p>Your contract is being prepared. Call us on the number below to sign it with a banker; the money is paid once it is signed.</p>`}
</article>`)}<p><a href="/loan-status">See your applications</a></p>`;
  return { title: 'Sign your loan contract', body };
}

/**
 * /digital-signature/<id> before signing: the key facts, the contract to read (PDF), and the form:
 * the account to pay the loan into, the full name typed as the signature, and the agreement.
 */
export function contractPage(
  contract: LoanContract, accounts: readonly PayableAccount[], form: SigningForm = EMPTY_FORM, errors: SigningErrors = {},
): { title: string; body: Html } {
  if (!contract.parties) return contractListPage([contract]);
  if (contract.signed) return signedPage(contract);
  const id = contract.applicationId;
  const body = html`${errorSummary(errors, { paidInto: 'paid-into', signedName: 'signed-name', agreed: 'agree' })}
<section class="card" aria-labelledby="facts-title"><h2 id="facts-title">Your personal loan</h2>${keyFacts(contract)}
<p><a href="${`${base(id)}/contract.pdf`}">Read your contract (PDF)</a></p></section>
<form class="card" method="post" action="${`${base(id)}/sign`}" novalidate>
<h2>Sign your contract</h2>
<div class="field"><label for="paid-into">Pay the loan into</label>${fieldError('paid-into', errors.paidInto)}
<select id="paid-into" name="paidInto"${invalidAttributes('paid-into', errors.paidInto)}><option value="">Choose an account</option>${accounts.map((a) => html`<option value="${a.id}"${form.paidInto === a.id ? html` selected` : html``}>${accountLabel(a)}</option>`)}</select></div>
<div class="field"><label for="signed-name">Type your full name to sign</label><p class="hint" id="signed-name-hint">Your first and last name, as we have them.</p>${fieldError('signed-name', errors.signedName)}
<input id="signed-name" name="signedName" type="text" autocomplete="name" maxlength="200" value="${form.signedName}"${invalidAttributes('signed-name', errors.signedName, 'signed-name-hint')}></div>
<div class="field">${fieldError('agree', errors.agreed)}<input id="agree" name="agreed" type="checkbox" value="yes"${form.agreed ? html` checked` : html``}${invalidAttributes('agree', errors.agreed)}> <label for="agree">I have read my contract and agree to its terms</label></div>
<p class="muted">We text a code to your mobile to approve the signing.</p>
<button class="button" type="submit">Continue</button>
</form>`;
  return { title: 'Sign your loan contract', body };
}

/** After "Continue": the code texted to the customer's mobile, which signs exactly what is summarised. */
export function codePage(
  contract: LoanContract, input: { operationId: string; paidInto: PayableAccount; signedName: string; sentTo: string }, error?: string,
): { title: string; body: Html } {
  const id = contract.applicationId;
  const amount = formatMoney(contract.parties!.terms.amountCents);
  const body = html`${errorSummary(error ? { code: error } : {}, { code: 'code' })}
<section class="card" aria-labelledby="approve-title"><h2 id="approve-title">Approve your signature</h2>
<p>${`You are signing your personal loan contract for ${amount}, paid into ${accountLabel(input.paidInto)}, as ${input.signedName}.`}</p>
<p>${`We have sent a 6-digit code to your mobile phone ${input.sentTo}. Enter it to sign.`}</p>
<form method="post" action="${`${base(id)}/confirm`}" novalidate>
<input type="hidden" name="operationId" value="${input.operationId}"><input type="hidden" name="paidInto" value="${input.paidInto.id}"><input type="hidden" name="signedName" value="${input.signedName}"><input type="hidden" name="sentTo" value="${input.sentTo}">
<div class="field"><label for="code">Code</label>${fieldError('code', error)}
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"${invalidAttributes('code', error)}></div>
<button class="button" type="submit">Sign contract</button>
</form>
<p><a href="${base(id)}">Start again</a></p></section>`;
  return { title: 'Sign your loan contract', body };
}

/** /digital-signature/<id> once signed: who signed, when, the contract's hash, and where the money went. */
export function signedPage(contract: LoanContract): { title: string; body: Html } {
  const signed = contract.signed!;
  const id = contract.applicationId;
  const body = html`<section class="card" aria-labelledby="signed-title"><h2 id="signed-title">Your contract is signed</h2>
<p>${`We have paid ${formatMoney(signed.amountCents)} into ${accountLabel(signed.paidInto)}.`}</p>
<dl><dt>Signed by</dt><dd>${signed.signedName}</dd>
<dt>Signed at</dt><dd>${formatAucklandDateTime(signed.signedAtMs)}</dd>
<dt>Loan account</dt><dd class="nowrap">${signed.loanAccountNumber}</dd>
<dt>Contract SHA-256</dt><dd class="hash">${signed.contractSha256}</dd></dl>
<p><a href="${`${base(id)}/signed.pdf`}">Download your signed contract (PDF)</a></p>
<p><a href="/online/dashboard">See your accounts</a></p></section>`;
  return { title: 'Your loan contract', body };
}
