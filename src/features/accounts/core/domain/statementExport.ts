import type { AccountDetails } from './AccountDetails';
import type { Transaction } from './Transaction';

/** Cents as a plain decimal, '-12.34', by integer arithmetic (no float ever holds the money). */
export function centsToDecimal(cents: number): string {
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' as New Zealanders write it, '23/11/2026'. */
const nzDate = (date: string) => date.split('-').reverse().join('/');

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The shown transactions as CSV (pending ones too, marked so), the columns NZ banks export. */
export function toCsv(transactions: readonly Transaction[]): string {
  const header = 'Date,Description,Particulars,Code,Reference,Amount,Status';
  const rows = transactions.map((t) => [nzDate(t.date), field(t.description), field(t.particulars), field(t.code),
    field(t.reference), centsToDecimal(t.amount), t.status === 'pending' ? 'Pending' : 'Posted'].join(','));
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

const sgml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ofxDate = (date: string) => date.replace(/-/g, '');

/**
 * The shown posted transactions as OFX 1.0.2 (the SGML statement NZ banks offer to accounting
 * software). Pending transactions are left out: a statement holds only what has posted.
 */
export function toOfx(account: AccountDetails, transactions: readonly Transaction[], today: string): string {
  const posted = transactions.filter((t) => t.status === 'posted');
  const dates = posted.map((t) => t.date).sort();
  const [bank = '', branch = '', ...rest] = account.accountNumber.split('-');
  const lines = [
    'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252',
    'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
    '<OFX>', '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${ofxDate(today)}<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>NZD',
    `<BANKACCTFROM><BANKID>${bank}${branch}<ACCTID>${rest.join('')}<ACCTTYPE>${account.product === 'credit-card' ? 'CREDITLINE' : 'CHECKING'}</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDate(dates[0] ?? today)}<DTEND>${ofxDate(dates[dates.length - 1] ?? today)}`,
    ...posted.map((t) => [
      '<STMTTRN>', `<TRNTYPE>${t.amount < 0 ? 'DEBIT' : 'CREDIT'}`, `<DTPOSTED>${ofxDate(t.date)}`,
      `<TRNAMT>${centsToDecimal(t.amount)}`, `<FITID>${t.id}`, `<NAME>${sgml(t.description.slice(0, 32))}`,
      `<MEMO>${sgml([t.particulars, t.code, t.reference].filter(Boolean).join(' '))}`, '</STMTTRN>',
    ].join('')),
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${centsToDecimal(account.balance)}<DTASOF>${ofxDate(today)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
