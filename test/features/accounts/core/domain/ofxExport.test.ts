/** @jest-environment node */
import { parseSync } from 'ofx-js';
import { Ofx } from 'ofx-data-extractor';
import { toOfx } from '../../../../../src/features/accounts/core/domain/ofxExport';
import { awkwardStatement, EVERYDAY } from './statementFixture';

const NOW = Date.parse('2026-11-23T01:30:00Z');
const bytesOf = (text: string) => new TextEncoder().encode(text);
/** Reads the file as a reader must: by the encoding its own header declares, refusing bytes that are not that encoding. */
function decodeAsDeclared(bytes: Uint8Array): string {
  const head = new TextDecoder('ascii').decode(bytes.slice(0, 200));
  expect(head).toMatch(/^OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n/);
  expect(head).toContain('\r\nENCODING:UTF-8\r\nCHARSET:NONE\r\n');
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

describe('the OFX statement', () => {
  const statement = awkwardStatement();
  const file = toOfx(EVERYDAY, statement, NOW);

  it('opens in ofx-js with every transaction, amount and Māori name as they are', () => {
    const parsed = parseSync(decodeAsDeclared(bytesOf(file)));
    const stmt = parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(stmt.BANKACCTFROM).toEqual({ BANKID: '38', BRANCHID: '9123', ACCTID: '0102004-00', ACCTTYPE: 'CHECKING' });
    const rows = stmt.BANKTRANLIST.STMTTRN as Record<string, string>[];
    expect(rows.map((r) => r.FITID)).toEqual(statement.transactions.map((t) => t.id));
    expect(rows.map((r) => r.TRNAMT)).toEqual(['-12.50', '-580.00', '2510.00', '-182.30', '-0.05']);
    expect(rows[0]).toMatchObject({ NAME: 'Kōwhai Café Ōtāhuhu', TRNTYPE: 'POS', DTPOSTED: '20261002' });
    expect(rows[0]?.MEMO).toBeUndefined();
    expect(rows[1]).toMatchObject({ NAME: 'Barfoot & Thompson <Rent>', MEMO: 'FLAT 2 RENT' });
    expect(rows[3]?.MEMO).toBe('Mercury Energy — a very long biller name for one line ELEC');
    expect(stmt.LEDGERBAL).toEqual({ BALAMT: '1935.15', DTASOF: '20261031' });
    expect(statement.closingBalance).toBe(193_515);
    expect(stmt.BANKTRANLIST).toMatchObject({ DTSTART: '20261001', DTEND: '20261031' });
  });

  it('opens in ofx-data-extractor, an independent parser, with the same transactions', () => {
    const ofx = new Ofx(decodeAsDeclared(bytesOf(file)));
    const rows = ofx.getBankTransferList() as unknown as Record<string, unknown>[];
    expect(rows).toHaveLength(statement.transactions.length);
    expect(rows.map((r) => String(r.FITID))).toEqual(statement.transactions.map((t) => t.id));
    expect(rows.map((r) => Number(r.TRNAMT))).toEqual([-12.5, -580, 2510, -182.3, -0.05]);
    expect(rows[0]?.NAME).toBe('Kōwhai Café Ōtāhuhu');
    expect(String(rows[2]?.NAME)).toContain('Tāmaki');
    expect(ofx.getHeaders()).toMatchObject({ ENCODING: 'UTF-8', CHARSET: 'NONE' });
  });

  it('writes one element per line and no element without a value', () => {
    const body = file.split('<OFX>')[1] ?? '';
    const lines = body.split('\r\n').filter(Boolean);
    expect(lines.every((l) => /^<\/?[A-Z0-9.]+>[^<>]*$/.test(l))).toBe(true);
    expect(lines.filter((l) => /^<[A-Z0-9.]+>$/.test(l) && !['<OFX>'].includes(l))
      .every((l) => body.includes(`</${l.slice(1)}`))).toBe(true);
  });

  it('writes a credit card as a card statement', () => {
    const parsed = parseSync(toOfx({ ...EVERYDAY, product: 'credit-card', accountNumber: '38-9123-0102012-00' }, statement, NOW));
    expect(parsed.OFX.CREDITCARDMSGSRSV1.CCSTMTTRNRS.CCSTMTRS.CCACCTFROM).toEqual({ ACCTID: '38-9123-0102012-00' });
  });
});
