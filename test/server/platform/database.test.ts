import { migrate } from '../../../server/platform/db/migrate';
import { freshDatabase } from '../../support/freshDatabase';
import { isValidNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';
import { seedDemoCustomers } from '../../../server/app/seedDemoCustomers';
import { testClock } from '../../support/testClock';

describe('migrations and seed', () => {
  it('are idempotent: a second run applies and seeds nothing', async () => {
    const { db, drop } = await freshDatabase();
    try {
      expect(await migrate(db)).toEqual([]);
      expect(await seedDemoCustomers(db, testClock())).toBe(false);
    } finally {
      await drop();
    }
  });

  it('seed the seven demo customers with argon2id hashes and valid account numbers', async () => {
    const { db, drop } = await freshDatabase();
    try {
      const customers = await db.query<{ customer_number: string; password_hash: string }>('SELECT customer_number, password_hash FROM customers ORDER BY 1');
      expect(customers.rows.map((r) => r.customer_number)).toEqual(['1000001', '1000002', '1000003', '1000004', '1000005', '1000006', '1000007']);
      for (const row of customers.rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const accounts = await db.query<{ account_number: string }>('SELECT account_number FROM accounts');
      expect(accounts.rows.length).toBeGreaterThanOrEqual(15);
      for (const row of accounts.rows) expect(isValidNzBankAccountNumber(row.account_number)).toBe(true);
    } finally {
      await drop();
    }
  });
});
