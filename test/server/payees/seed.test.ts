import { isValidNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';
import { isValidIban } from '../../../contract/rules/Iban';
import { isValidBic } from '../../../contract/rules/SwiftBic';
import { DEMO_INTERNATIONAL_PAYEES, DEMO_PAYEES, KNOWN_ACCOUNT_HOLDERS } from '../../../server/payees/seed';
import { freshDatabase, type FreshDatabase } from '../../support/freshDatabase';

let fresh: FreshDatabase;
beforeAll(async () => { fresh = await freshDatabase(); }, 120_000);
afterAll(async () => { await fresh.drop(); });

const countFor = async (table: string, customerNumber: string) =>
  (await fresh.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE customer_number = $1`, [customerNumber])).rows[0]?.n;

describe('the payee seed', () => {
  it('uses account numbers, IBANs and BICs that pass the rules customers face', () => {
    for (const { accountNumber } of DEMO_PAYEES) expect(isValidNzBankAccountNumber(accountNumber)).toBe(true);
    for (const [accountNumber] of KNOWN_ACCOUNT_HOLDERS) expect(isValidNzBankAccountNumber(accountNumber)).toBe(true);
    for (const payee of DEMO_INTERNATIONAL_PAYEES) {
      expect(isValidIban(payee.iban)).toBe(true);
      expect(isValidBic(payee.swiftBic)).toBe(true);
    }
  });

  it('gives Aroha three payees, one international payee and one direct debit, and the others none', async () => {
    expect(await countFor('payees', '1000001')).toBe(3);
    expect(await countFor('international_payees', '1000001')).toBe(1);
    expect(await countFor('direct_debit_authorities', '1000001')).toBe(1);
    for (const other of ['1000002', '1000003', '1000004', '1000005', '1000006', '1000007']) {
      expect(await countFor('payees', other)).toBe(0);
      expect(await countFor('international_payees', other)).toBe(0);
      expect(await countFor('direct_debit_authorities', other)).toBe(0);
    }
  });

  it('knows other banks’ account holders and one bank whose check is out of service', async () => {
    const holders = (await fresh.db.query('SELECT * FROM known_account_holders')).rows;
    expect(holders.length).toBe(KNOWN_ACCOUNT_HOLDERS.length);
    expect((await fresh.db.query('SELECT bank_prefix FROM confirmation_unavailable_banks')).rows).toEqual([{ bank_prefix: '15' }]);
  });
});
