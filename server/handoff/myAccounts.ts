import type { Queryable } from '../platform/db/Database';
import { listOwnAccounts } from '../accounts';
import { formatMoney } from '../../contract/rules/Money';
import { hasAvailableBalance } from '../../contract/rules/AccountAvailability';
import { html, type Html } from './page';

/** The app's page of one account: where every account on the summary leads. */
export const appAccountPath = (id: string) => `/online/accounts/${encodeURIComponent(id)}`;

/**
 * /my-accounts: the server-rendered account summary older links and the native app open.
 * Balances as the API reports them; "Available" only where money can be spent (the API reports
 * none for a term deposit, KiwiSaver or a loan, and then the page names none).
 */
export async function myAccountsPage(db: Queryable, customerNumber: string): Promise<{ title: string; body: Html }> {
  const accounts = await listOwnAccounts(db, customerNumber);
  const body = accounts.length === 0
    ? html`<p>You have no accounts with us yet. <a href="/apply/open-a">Open an account</a>.</p>`
    : html`<ul class="plain">${accounts.map((a) => html`<li class="card">
<h2><a href="${appAccountPath(a.id)}">${a.nickname ?? a.name}</a></h2>
<p class="muted nowrap">${a.accountNumber}</p>
<dl><dt>Balance</dt><dd>${formatMoney(a.balanceCents)}</dd>
${hasAvailableBalance(a.product) ? html`<dt>Available</dt><dd>${formatMoney(a.availableCents)}</dd>` : ''}</dl></li>`)}</ul>
<p><a class="button" href="/dashboard">Go to internet banking</a></p>`;
  return { title: 'My accounts', body };
}

/** /my-accounts/<id>: an older link to one account goes to its page in the app, when the account is the customer's. */
export async function ownAccountPath(db: Queryable, customerNumber: string, id: string): Promise<string | null> {
  const accounts = await listOwnAccounts(db, customerNumber);
  return accounts.some((a) => a.id === id) ? appAccountPath(id) : null;
}
