import type { KiwiSaverLandingDto } from '../../contract/kiwisaver';
import {
  firstHomeWithdrawalCents, governmentContributionCents, isEligibleForFirstHomeWithdrawal, MAX_GOVERNMENT_CONTRIBUTION_CENTS,
} from '../../contract/rules/KiwiSaver';
import { canTopUpKiwiSaverFrom } from '../../contract/rules/KiwiSaverChanges';
import type { Queryable } from '../platform/db/Database';

export const JOIN_PATH = '/apply/open-a/kiwisaver';

interface MemberRow {
  fund: string; balance_cents: string; contribution_rate: string; joined_date: string; member_year_cents: string; employed: boolean; account_id: string;
}

/** The customer's membership as stored, or null (locked for a change when asked). */
export async function readMember(db: Queryable, customer: string, lock = false): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.fund, a.balance_cents, m.contribution_rate::text AS contribution_rate, m.joined_date::text AS joined_date,
            m.member_contributions_year_cents AS member_year_cents, m.employed, m.account_id
       FROM kiwisaver_members m JOIN accounts a ON a.id = m.account_id AND a.customer_number = m.customer_number
      WHERE m.customer_number = $1${lock ? ' FOR UPDATE OF m' : ''}`, [customer]);
  return rows[0] ?? null;
}

/**
 * Makes the customer's fund switch whose business day has come (today on the one clock): the
 * switch is settled when the member is next read, so no job has to run for it.
 */
export async function makeDueSwitches(db: Queryable, customer: string, today: string): Promise<void> {
  const { rows } = await db.query<{ to_fund: string }>(
    `UPDATE kiwisaver_fund_switches SET made = true WHERE customer_number = $1 AND NOT made AND effective_date <= $2::date
     RETURNING to_fund`, [customer, today]);
  if (rows[0]) await db.query('UPDATE kiwisaver_members SET fund = $2 WHERE customer_number = $1', [customer, rows[0].to_fund]);
}

/** The KiwiSaver page's data for the customer, figures from contract/rules/KiwiSaver. */
export async function readLanding(db: Queryable, customer: string, today: string): Promise<KiwiSaverLandingDto> {
  await makeDueSwitches(db, customer, today);
  const row = await readMember(db, customer);
  if (!row) return { member: null, joinPath: JOIN_PATH };
  // One after another: inside a caller's transaction the queries share one connection.
  const history = await db.query<{ date: string; balance_cents: string }>(
    'SELECT month_end::text AS date, balance_cents FROM kiwisaver_balance_history WHERE customer_number = $1 ORDER BY month_end', [customer]);
  const pending = await db.query<{ to_fund: string; effective_date: string }>(
    'SELECT to_fund, effective_date::text AS effective_date FROM kiwisaver_fund_switches WHERE customer_number = $1 AND NOT made', [customer]);
  const funds = await db.query<{ name: string; risk_indicator: number; description: string }>(
    'SELECT name, risk_indicator, description FROM kiwisaver_funds ORDER BY risk_indicator, name');
  const sources = await db.query<{ id: string; name: string; product: string; available_cents: string }>(
    'SELECT id, COALESCE(nickname, name) AS name, product, available_cents FROM accounts WHERE customer_number = $1 ORDER BY id', [customer]);
  const balanceCents = Number(row.balance_cents);
  const memberContributionsThisYearCents = Number(row.member_year_cents);
  const switching = pending.rows[0];
  return {
    joinPath: JOIN_PATH,
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
      employed: row.employed,
      pendingSwitch: switching ? { toFund: switching.to_fund, effectiveDate: switching.effective_date } : null,
      funds: funds.rows.map((f) => ({ name: f.name, riskIndicator: f.risk_indicator, description: f.description })),
      topUpFrom: sources.rows.filter((a) => canTopUpKiwiSaverFrom(a.product))
        .map((a) => ({ id: a.id, name: a.name, availableCents: Number(a.available_cents) })),
    },
  };
}
