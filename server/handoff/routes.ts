import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../platform/db/Database';
import type { SmsLog } from '../escalation';
import { customerOfCookie, type SessionLifetimes } from './cookieSession';
import { NOT_FOUND_PAGE, html, pageDoc as doc, postedFromAnotherSite, sendPage as send, type Html } from './page';
import { loanStatusList, loanStatusOne, withdrawQuestion } from './loanStatus';
import { withdrawApplication } from '../apply';
import { WITHDRAWABLE } from '../../contract/rules/ApplicationChanges';
import { myAccountsPage, ownAccountPath } from './myAccounts';
import { signingRoutes } from './signing/signingRoutes';

interface Deps { db: Database; session: SessionLifetimes; sms: SmsLog }

type Page = { title: string; body: Html } | null;

/** The part after the page's own path: '' for the bare path, else the first segment. */
const restOf = (request: FastifyRequest) => ((request.params as Record<string, string | undefined>)['*'] ?? '').split('/')[0] ?? '';

/**
 * The bank's server-rendered pages of the hand-off list (/loan-status/*,
 * /my-accounts/*, /digital-signature/*): a secure connection loads them from here by a full page
 * load. Each is for a logged-in customer, known by the browser's refresh cookie; without a live
 * session the browser is sent to log in and comes back (`/login?next=`).
 */
export function handOffPageRoutes(app: FastifyInstance, { db, session, sms }: Deps): void {
  const gated = (render: (customerNumber: string, rest: string, request: FastifyRequest, reply: FastifyReply) => Promise<Page | 'sent'>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const customerNumber = await customerOfCookie(db, request, session);
      if (!customerNumber) {
        // Back to the page after logging in; a form's address is no page to come back to.
        const back = request.method === 'GET' ? request.url : '/loan-status';
        return reply.status(303).header('Cache-Control', 'no-store').redirect(`/login?next=${encodeURIComponent(back)}`, 303);
      }
      const page = await render(customerNumber, restOf(request), request, reply);
      if (page === 'sent') return reply;
      return page ? send(reply, 200, page) : send(reply, 404, NOT_FOUND_PAGE);
    };

  const loanStatus = gated((c, rest) => (rest ? loanStatusOne(db, c, rest) : loanStatusList(db, c)));
  app.get('/loan-status', doc('Loan status: every application of the logged-in customer (HTML)'), loanStatus);
  app.get('/loan-status/*', doc('Loan status of one application (HTML)'), loanStatus);
  // Withdrawing asks first; "Yes, withdraw it" (confirm=yes) withdraws, once, and shows the application.
  app.post('/loan-status/:id/withdraw', doc('Withdraws an application not decided yet, after asking (HTML form)'), gated(async (c, _rest, request, reply) => {
    const { id } = request.params as { id: string };
    if (postedFromAnotherSite(request)) {
      await send(reply, 403, { title: 'Nothing was done', body: html`<p>This form was sent from another website, so nothing was done.</p>` });
      return 'sent';
    }
    if ((request.body as Record<string, unknown> | undefined)?.confirm !== 'yes') return withdrawQuestion(db, c, id, WITHDRAWABLE);
    await withdrawApplication(db, c, id);
    if (!(await loanStatusOne(db, c, id))) return null;
    await reply.status(303).header('Cache-Control', 'no-store').redirect(`/loan-status/${id}`, 303);
    return 'sent';
  }));

  const myAccounts = gated(async (c, rest, _request, reply) => {
    if (!rest) return myAccountsPage(db, c);
    const target = await ownAccountPath(db, c, rest);
    if (!target) return null;
    await reply.header('Cache-Control', 'no-store').redirect(target, 303);
    return 'sent';
  });
  app.get('/my-accounts', doc('My accounts: the server-rendered account summary (HTML)'), myAccounts);
  app.get('/my-accounts/*', doc("My accounts: an older link to one account, sent on to the app's account page"), myAccounts);

  signingRoutes(app, { db, session, sms });

  // "Other seen" in the spec's routes: the open-an-account chooser's old address.
  app.get('/open-a/account/selection', doc('Old address of the account-type chooser: sent to /apply/open-a/account/selection'), async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/apply/open-a/account/selection${query}`, 308);
  });
}
