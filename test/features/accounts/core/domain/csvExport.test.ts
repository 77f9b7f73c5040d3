/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { toCsv } from '../../../../../src/features/accounts/core/domain/csvExport';
import { awkwardStatement } from './statementFixture';

describe('the CSV statement', () => {
  const statement = awkwardStatement();
  const file = toCsv(statement);
  const bytes = new TextEncoder().encode(file);

  it('starts with the UTF-8 byte order mark Excel needs to show macrons, and is valid UTF-8', () => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toContain('Kōwhai Café Ōtāhuhu');
  });

  it('reads back through csv-parse (RFC 4180, strict on quotes) into the same fields, header first', () => {
    const rows = parse(Buffer.from(bytes), { bom: true, columns: true, relax_quotes: false, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['Date', 'Type', 'Description', 'Particulars', 'Code', 'Reference', 'Amount', 'Balance']);
    expect(rows.map((r) => r.Description)).toEqual([
      'Kōwhai Café Ōtāhuhu', 'Barfoot & Thompson <Rent>', 'Te Whatu Ora "Salary", Tāmaki',
      'Mercury Energy — a very long biller name for one line', '\'=HYPERLINK("http://evil")']);
    expect(rows[1]).toMatchObject({ Date: '03/10/2026', Type: 'Payment', Particulars: 'FLAT 2', Reference: 'RENT', Amount: '-580.00' });
    expect(rows[2]).toMatchObject({ Particulars: 'SALARY', Code: 'FN', Reference: 'OCT', Amount: '2510.00' });
  });

  it('gives amounts and balances as plain numbers that add up row by row', () => {
    const rows = parse(file, { bom: true, columns: true }) as Record<string, string>[];
    const toCents = (value: string) => Math.round(Number(value) * 100);
    let running = statement.openingBalance;
    for (const row of rows) {
      expect(row.Amount).toMatch(/^-?\d+\.\d{2}$/);
      running += toCents(row.Amount ?? '');
      expect(toCents(row.Balance ?? '')).toBe(running);
    }
    expect(running).toBe(statement.closingBalance);
  });

  it('ends every record with CRLF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });
});
