import { centsToDecimal } from './decimalMoney';
import type { StatementRange } from './StatementRange';
import { kindName } from './transactionTypes';

/** Excel opens a CSV as UTF-8 only when it starts with this byte order mark; without it Kōwhai reads "KÅwhai". */
const BOM = '\uFEFF';
const HEADER = ['Date', 'Type', 'Description', 'Particulars', 'Code', 'Reference', 'Amount', 'Balance'];

/** 'YYYY-MM-DD' as New Zealanders write it, '23/11/2026'. */
const nzDate = (date: string) => date.split('-').reverse().join('/');

/**
 * One text field by RFC 4180: quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting =, +, -, @, tab or CR) gets a
 * leading apostrophe first (OWASP's CSV injection advice): a statement line must never run.
 */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A statement range as CSV: a header row, one row per posted transaction oldest first, CRLF
 * line ends, UTF-8 with a byte order mark; dates DD/MM/YYYY, amounts and balances plain
 * numbers ('-12.34') a spreadsheet sums.
 */
export function toCsv(statement: StatementRange): string {
  const rows = statement.transactions.map((t) => [
    nzDate(t.date), text(kindName(t.kind)), text(t.description), text(t.particulars), text(t.code), text(t.reference),
    centsToDecimal(t.amount), t.balanceAfter === null ? '' : centsToDecimal(t.balanceAfter),
  ].join(','));
  return `${BOM}${[HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
