import type { Queryable } from '../platform/db/Database';
import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';
import { html, type Html } from './page';
import { PRODUCT_NAMES } from './loanStatus';

/** Lending whose approval ends in a contract the customer signs before the money is paid. */
const SIGNED_PRODUCTS = ['personal-loan', 'home-loan-top-up'];

/**
 * /digital-signature and /digital-signature/<id>: the customer's approved loans whose contract
 * is to be signed. Reading and signing the contract (typed name, bound step-up, signed PDF,
 * drawdown) is not built yet (docs/spec-completion.md, item 1c): the page says so plainly
 * rather than offering a button that does nothing.
 */
export async function digitalSignaturePage(db: Queryable, customerNumber: string, id: string | null): Promise<{ title: string; body: Html } | null> {
  if (id !== null && !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<{ id: string; product: string; updated_at: Date | string }>(
    `SELECT id, product, updated_at FROM applications
      WHERE customer_number = $1 AND status = 'approved' AND product = ANY($2) AND ($3::uuid IS NULL OR id = $3::uuid)
      ORDER BY updated_at DESC, id`, [customerNumber, SIGNED_PRODUCTS, id]);
  if (id !== null && rows.length === 0) return null;
  const body = rows.length === 0
    ? html`<p>No loan contract is waiting for your signature.</p><p><a href="/loan-status">See your applications</a></p>`
    : html`${rows.map((r) => html`<article class="card" aria-labelledby="${`contract-${r.id}`}">
<h2 id="${`contract-${r.id}`}">${PRODUCT_NAMES[r.product] ?? 'Loan'} contract</h2>
<dl><dt>Approved</dt><dd>${formatAucklandDateTime(new Date(r.updated_at).getTime())}</dd></dl>
<p>Your contract is being prepared. Call us on the number below to sign it with a banker; the money is paid once it is signed.</p>
</article>`)}<p><a href="/loan-status">See your applications</a></p>`;
  return { title: 'Sign your loan contract', body };
}
