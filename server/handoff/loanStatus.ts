import type { Queryable } from '../platform/db/Database';
import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';
import { html, type Html } from './page';

/** What each product is called on the page. */
export const PRODUCT_NAMES: Record<string, string> = {
  'personal-loan': 'Personal loan', 'credit-card': 'Credit card', kiwisaver: 'KiwiSaver', 'everyday-account': 'Everyday account',
  'savings-account': 'Savings account', 'credit-card-limit-increase': 'Credit card limit increase',
  'credit-card-limit-decrease': 'Credit card limit decrease', insurance: 'Insurance', 'home-loan-top-up': 'Home loan top-up',
  overdraft: 'Overdraft', 'credit-card-limit-change': 'Credit card limit change',
};

/** The documents a person deciding a referred lending application asks for. */
const DOCUMENTS_ASKED = ['Your last two payslips, or three months of bank statements from another bank', 'Photo ID: a passport or NZ driver licence'];

interface ApplicationRow { id: string; product: string; status: string; updated_at: Date | string; documents: string[] | null }

/** The state's words, and what the customer does next with a link when there is one. */
function stateOf(row: ApplicationRow): { label: string; next: Html } {
  const upload = `/apply/upload?for=${encodeURIComponent(row.product)}&application=${encodeURIComponent(row.id)}`;
  const withdraw = html`<form method="post" action="${`/loan-status/${row.id}/withdraw`}"><button class="button button--quiet" type="submit">Withdraw this application</button></form>`;
  switch (row.status) {
    case 'draft': return { label: 'Not sent yet', next: html`<p>Pick up where you left off: <a href="/apply/open-a">finish your application</a>.</p>${withdraw}` };
    case 'cancelled': return { label: 'Withdrawn', next: html`<p>You withdrew this application. You can start a new one whenever you like from <a href="/apply/open-a">Open &amp; Apply</a>.</p>` };
    case 'submitted': return { label: 'We are looking at it', next: html`<p>Nothing to do for now. We will send you a message when we have decided.</p>` };
    case 'approved': return row.product === 'personal-loan'
      ? { label: 'Approved', next: html`<p>Next: <a href="${`/digital-signature/${row.id}`}">read and sign your loan contract</a>. The money is paid once you have signed.</p>` }
      : { label: 'Approved', next: html`<p>Nothing more to do. It is ready in internet banking.</p>` };
    case 'referred': return {
      label: 'We need more information',
      next: html`<p>A person is looking at your application. To help them decide, send us:</p>
<ul>${DOCUMENTS_ASKED.map((d) => html`<li>${d}</li>`)}</ul>
<p><a class="button" href="${upload}">Upload documents</a></p>${withdraw}`,
    };
    default: return { label: 'Declined', next: html`<p>We have sent you a message explaining why. Call us if you would like to talk about it.</p>` };
  }
}

function applicationCard(row: ApplicationRow, headingLevel: 'h2' | 'none'): Html {
  const { label, next } = stateOf(row);
  const name = PRODUCT_NAMES[row.product] ?? 'Application';
  const documents = row.documents ?? [];
  // Named by the product and its reference: a customer may have two applications for one product,
  // and two articles of one name are two things a screen reader cannot tell apart.
  const reference = row.id.replace(/-/g, '').slice(0, 8).toUpperCase();
  return html`<article class="card" aria-labelledby="${`app-${row.id} app-${row.id}-ref`}">
${headingLevel === 'h2' ? html`<h2 id="${`app-${row.id}`}">${name}</h2>` : html`<p id="${`app-${row.id}`}" class="muted">${name}</p>`}
<dl><dt>Reference</dt><dd id="${`app-${row.id}-ref`}">${reference}</dd>
<dt>State</dt><dd><span class="${`state state--${row.status}`}">${label}</span></dd>
<dt>Last change</dt><dd>${formatAucklandDateTime(new Date(row.updated_at).getTime())}</dd>
<dt>Documents received</dt><dd>${documents.length === 0 ? 'None yet' : html`<ul class="plain">${documents.map((d) => html`<li>${d}</li>`)}</ul>`}</dd></dl>
${next}
${headingLevel === 'h2' ? html`<p><a href="${`/loan-status/${row.id}`}">Details of your ${name.toLowerCase()} application</a></p>` : ''}
</article>`;
}

const APPLICATIONS = `SELECT a.id, a.product, a.status, a.updated_at,
        (SELECT array_agg(d.name ORDER BY d.created_at) FROM application_documents d WHERE d.application_id = a.id) AS documents
   FROM applications a WHERE a.customer_number = $1`;

/** /loan-status: every application the customer has made, newest first. */
export async function loanStatusList(db: Queryable, customerNumber: string): Promise<{ title: string; body: Html }> {
  const { rows } = await db.query<ApplicationRow>(`${APPLICATIONS} ORDER BY a.updated_at DESC, a.id`, [customerNumber]);
  const body = rows.length === 0
    ? html`<p>You have no applications with us. <a href="/apply/open-a">See what you can apply for</a>.</p>`
    : html`<p class="muted">Every application you have made, newest first.</p>${rows.map((r) => applicationCard(r, 'h2'))}`;
  return { title: 'Your applications', body };
}

/** /loan-status/<id>: one of the customer's applications (another customer's is as unknown as a missing one). */
export async function loanStatusOne(db: Queryable, customerNumber: string, id: string): Promise<{ title: string; body: Html } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows: [row] } = await db.query<ApplicationRow>(`${APPLICATIONS} AND a.id = $2`, [customerNumber, id]);
  if (!row) return null;
  return {
    title: `Your ${(PRODUCT_NAMES[row.product] ?? 'application').toLowerCase()} application`,
    body: html`${applicationCard(row, 'none')}<p><a href="/loan-status">All your applications</a></p>`,
  };
}

/**
 * The question before an application is withdrawn (it cannot be undone): the customer confirms
 * with "Yes, withdraw it" or keeps it. Null when there is nothing of theirs to withdraw.
 */
export async function withdrawQuestion(db: Queryable, customerNumber: string, id: string, withdrawable: readonly string[]): Promise<{ title: string; body: Html } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows: [row] } = await db.query<ApplicationRow>(`${APPLICATIONS} AND a.id = $2`, [customerNumber, id]);
  if (!row || !withdrawable.includes(row.status)) return null;
  const name = (PRODUCT_NAMES[row.product] ?? 'application').toLowerCase();
  return {
    title: `Withdraw your ${name} application?`,
    body: html`<section class="card"><p>We will stop looking at it and it cannot be sent again. You can start a new one whenever you like.</p>
<form method="post" action="${`/loan-status/${row.id}/withdraw`}"><input type="hidden" name="confirm" value="yes">
<button class="button" type="submit">Yes, withdraw it</button></form>
<p><a href="${`/loan-status/${row.id}`}">Keep my application</a></p></section>`,
  };
}
