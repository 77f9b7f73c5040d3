import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { KiwiSaverLandingDto } from '../../contract/kiwisaver';
import {
  firstHomeWithdrawalCents, governmentContributionCents, isEligibleForFirstHomeWithdrawal, MAX_GOVERNMENT_CONTRIBUTION_CENTS,
} from '../../contract/rules/KiwiSaver';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import type { Clock } from '../platform/clock/Clock';

interface MemberRow { fund: string; balance_cents: string; contribution_rate: string; joined_date: string; member_year_cents: string }

/** The KiwiSaver landing page's data for the logged-in customer, figures from contract/rules/KiwiSaver. */
export function kiwiSaverRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/kiwisaver/landing', { preHandler: requireCustomer(db), schema: { response: { 200: KiwiSaverLandingDto, 401: ApiErrorBody } } },
    async (request) => {
      const customer = customerOf(request);
      const { rows } = await db.query<MemberRow>(
        `SELECT m.fund, a.balance_cents, m.contribution_rate::text AS contribution_rate, m.joined_date::text AS joined_date,
                m.member_contributions_year_cents AS member_year_cents
           FROM kiwisaver_members m JOIN accounts a ON a.id = m.account_id AND a.customer_number = m.customer_number
          WHERE m.customer_number = $1`, [customer]);
      const row = rows[0];
      if (!row) return { member: null, joinPath: '/apply/open-a/kiwisaver' };
      const history = await db.query<{ date: string; balance_cents: string }>(
        'SELECT month_end::text AS date, balance_cents FROM kiwisaver_balance_history WHERE customer_number = $1 ORDER BY month_end', [customer]);
      const today = clock.today();
      const balanceCents = Number(row.balance_cents);
      const memberContributionsThisYearCents = Number(row.member_year_cents);
      return {
        joinPath: '/apply/open-a/kiwisaver',
        member: {
          fund: row.fund, balanceCents, contributionRatePercent: Number(row.contribution_rate), joinedDate: row.joined_date,
          memberContributionsThisYearCents,
          governmentContributionThisYearCents: governmentContributionCents(memberContributionsThisYearCents),
          maxGovernmentContributionCents: MAX_GOVERNMENT_CONTRIBUTION_CENTS,
          firstHome: {
            eligible: isEligibleForFirstHomeWithdrawal(row.joined_date, today),
            withdrawableCents: firstHomeWithdrawalCents(balanceCents, row.joined_date, today),
          },
          history: history.rows.map((h) => ({ date: h.date, balanceCents: Number(h.balance_cents) })),
        },
      };
    });
}
