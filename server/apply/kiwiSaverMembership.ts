import { KIWISAVER_FUNDS } from '../../contract/rules/KiwiSaverApplication';
import type { Queryable } from '../platform/db/Database';
import { openAccount } from './openAccount';

/**
 * An approved KiwiSaver application: a first member gets a KiwiSaver account and a membership
 * (joined today, Auckland time), which the KiwiSaver page shows at once; a member already with
 * us has their fund and contribution rate changed to the ones chosen. Answers the new account
 * number, or null for an existing member.
 */
export async function joinKiwiSaver(tx: Queryable, customerNumber: string, answers: Record<string, string>, today: string): Promise<string | null> {
  const fund = KIWISAVER_FUNDS.find((f) => f.value === answers.fund)?.label ?? 'Balanced Fund';
  const rate = Number(answers.contributionRate);
  const updated = await tx.query('UPDATE kiwisaver_members SET fund = $2, contribution_rate = $3 WHERE customer_number = $1 RETURNING 1',
    [customerNumber, fund, rate]);
  if (updated.rows.length > 0) return null;
  const accountNumber = await openAccount(tx, customerNumber, 'kiwisaver', `KiwiSaver ${fund}`);
  await tx.query(
    `INSERT INTO kiwisaver_members (customer_number, account_id, fund, contribution_rate, joined_date)
     SELECT $1, id, $2, $3, $4 FROM accounts WHERE customer_number = $1 AND account_number = $5`,
    [customerNumber, fund, rate, today, accountNumber]);
  return accountNumber;
}
