import { centsToDecimal, toCsv, toOfx } from '../../../../../src/features/accounts/core/domain/statementExport';
import type { Transaction } from '../../../../../src/features/accounts/core/domain/Transaction';

const t = (overrides: Partial<Transaction>): Transaction => ({
  id: 't1', date: '2026-11-20', at: 0, description: 'Countdown Ponsonby', amount: -8734, status: 'posted',
  particulars: '', code: '', reference: '', ...overrides,
});
const EVERYDAY = { id: '1000001-1', product: 'everyday', name: 'Everyday', accountNumber: '38-9123-0102004-00', balance: 2_458_375, available: 2_458_375, creditLimit: null };

describe('centsToDecimal', () => {
  it.each([[-1234, '-12.34'], [5, '0.05'], [0, '0.00'], [251_000, '2510.00'], [-99, '-0.99']])('%i → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('toCsv', () => {
  it('writes the NZ columns, dates as dd/mm/yyyy, amounts from cents, pending marked', () => {
    const csv = toCsv([t({ status: 'pending', description: 'Coffee Supreme', amount: -590 }), t({ reference: 'RENT' })]);
    expect(csv).toBe('Date,Description,Particulars,Code,Reference,Amount,Status\r\n'
      + '20/11/2026,Coffee Supreme,,,,-5.90,Pending\r\n20/11/2026,Countdown Ponsonby,,,RENT,-87.34,Posted\r\n');
  });

  it('quotes commas and quotes, and defuses text a spreadsheet would run as a formula', () => {
    const csv = toCsv([t({ description: 'Smith, "J"', reference: '=HYPERLINK()' })]);
    expect(csv).toContain('"Smith, ""J""",,,\'=HYPERLINK(),-87.34');
  });
});

describe('toOfx', () => {
  it('writes an OFX 1.0.2 statement of the posted transactions only, with the ledger balance', () => {
    const ofx = toOfx(EVERYDAY, [t({ status: 'pending', id: 'p1' }), t({ id: 't1', description: 'A & B <Ltd>', amount: 251_000, particulars: 'SALARY' })], '2026-11-23');
    expect(ofx.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102')).toBe(true);
    expect(ofx).toContain('<CURDEF>NZD');
    expect(ofx).toContain('<BANKACCTFROM><BANKID>389123<ACCTID>010200400<ACCTTYPE>CHECKING</BANKACCTFROM>');
    expect(ofx).toContain('<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261120<TRNAMT>2510.00<FITID>t1<NAME>A &amp; B &lt;Ltd&gt;<MEMO>SALARY</STMTTRN>');
    expect(ofx).not.toContain('<FITID>p1');
    expect(ofx).toContain('<LEDGERBAL><BALAMT>24583.75<DTASOF>20261123</LEDGERBAL>');
  });
});
