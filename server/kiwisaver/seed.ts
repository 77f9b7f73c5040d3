import type { Queryable } from '../platform/db/Database';

interface Member { customerNumber: string; fund: string; rate: number; joined: string; yearCents: number; monthlyGrowth: number; employed: boolean }

// Tama (66) is retired: no pay, so no rate to change (a top-up he could make, had he an everyday account).
const MEMBERS: Member[] = [
  { customerNumber: '1000001', fund: 'Growth Fund', rate: 4, joined: '2015-02-10', yearCents: 98_640, monthlyGrowth: 0.011, employed: true },
  { customerNumber: '1000006', fund: 'Conservative Fund', rate: 3, joined: '2008-07-01', yearCents: 31_200, monthlyGrowth: 0.004, employed: false },
];

/**
 * KiwiSaver members: those demo customers with a kiwisaver account. Month-end balances for the
 * last 24 months are walked back from today's balance at a steady growth rate plus a wobble, so the chart ends
 * at the account's balance.
 */
export async function seedKiwiSaver(db: Queryable): Promise<void> {
  for (const member of MEMBERS) {
    const { rows } = await db.query<{ id: string; balance_cents: string }>(
      "SELECT id, balance_cents FROM accounts WHERE customer_number = $1 AND product = 'kiwisaver'", [member.customerNumber]);
    const account = rows[0];
    if (!account) continue;
    await db.query(
      `INSERT INTO kiwisaver_members (customer_number, account_id, fund, contribution_rate, joined_date, member_contributions_year_cents, employed)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [member.customerNumber, account.id, member.fund, member.rate, member.joined, member.yearCents, member.employed]);
    let balance = Number(account.balance_cents);
    for (let monthsAgo = 0; monthsAgo < 24; monthsAgo += 1) {
      await db.query(
        `INSERT INTO kiwisaver_balance_history (customer_number, month_end, balance_cents)
         VALUES ($1, (date_trunc('month', sandbox_now() AT TIME ZONE 'Pacific/Auckland') - make_interval(months => $2::int) - interval '1 day')::date, $3)
         ON CONFLICT DO NOTHING`, [member.customerNumber, monthsAgo, balance]);
      // Markets move: a steady trend with a deterministic wobble, so the chart looks like a fund's.
      const growth = member.monthlyGrowth + 0.012 * Math.sin(monthsAgo * 1.7);
      balance = Math.round(balance / (1 + growth)) - 20_000;
    }
  }
}
