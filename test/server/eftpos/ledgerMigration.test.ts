import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PgliteDatabase } from '../../../server/platform/db/PgliteDatabase';
import { migrate } from '../../../server/platform/db/migrate';
import { seedDemoCustomers } from '../../../server/app/seedDemoCustomers';
import { merchantAccountOf } from '../../../server/ledger/merchantAccounts';
import { ledgerBreaks } from '../../support/moneySandbox';
import { testClock } from '../../support/testClock';

const MIGRATION = readdirSync(join(__dirname, '../../../server/platform/db/migrations')).find((f) => f.includes('eftpos_through_the_ledger'))!;

describe(`${MIGRATION}`, () => {
  it('turns an approval paid before the ledger took EFTPOS into its ledger transaction, so the balance equals its postings again', async () => {
    const db = await PgliteDatabase.open();
    try {
      // The database as it was before: every migration but this one, and the demo customers.
      await db.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO schema_migrations (name) VALUES ('${MIGRATION}')`);
      await migrate(db);
      await seedDemoCustomers(db, testClock());
      expect(await ledgerBreaks(db)).toEqual([]);
      // An approval the old way: the balance changed, one eftpos_postings row, no ledger transaction.
      const { rows: [request] } = await db.query<{ id: string; amount: number; merchant: string }>(
        `UPDATE eftpos_requests SET status = 'approved', decided_at = now(), paid_from = '1000001-1'
          WHERE customer_number = '1000001' AND merchant = 'Kathmandu' RETURNING id, amount_cents::int AS amount, merchant`);
      await db.query('UPDATE accounts SET balance_cents = balance_cents - $2, available_cents = available_cents - $2 WHERE id = $1', ['1000001-1', request!.amount]);
      await db.query('INSERT INTO eftpos_postings (request_id, account_id, amount_cents) VALUES ($1, $2, $3)', [request!.id, '1000001-1', request!.amount]);
      expect(await ledgerBreaks(db)).not.toEqual([]);

      await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
      expect(await migrate(db)).toEqual([MIGRATION]);

      expect(await ledgerBreaks(db)).toEqual([]);
      const { rows } = await db.query(`SELECT (SELECT kind FROM ledger_transactions WHERE id = r.transaction_id) AS kind, p.account_id, p.external_account, p.amount_cents::int AS amount
        FROM eftpos_requests r JOIN postings p ON p.transaction_id = r.transaction_id WHERE r.id = $1 ORDER BY p.amount_cents`, [request!.id]);
      expect(rows).toEqual([
        { kind: 'card', account_id: '1000001-1', external_account: null, amount: -request!.amount },
        { kind: 'card', account_id: null, external_account: merchantAccountOf('Kathmandu'), amount: request!.amount },
      ]);
      expect((await db.query("SELECT to_regclass('eftpos_postings') AS t")).rows).toEqual([{ t: null }]);
    } finally {
      await db.close();
    }
  });
});
