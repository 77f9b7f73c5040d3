import type { AccountDetails } from './AccountDetails';
import { centsToDecimal } from './decimalMoney';
import type { StatementRange } from './StatementRange';
import type { Transaction } from './Transaction';

/**
 * OFX 1.0.2 in its SGML form, the statement file NZ banks give Xero, MoneyWorks and GnuCash:
 * - the header says ENCODING:UTF-8 and CHARSET:NONE, which is what the bytes are (Kōwhai, Māori
 *   names); libofx (GnuCash) converts from UTF-8 on exactly that header, where USASCII/1252 would
 *   turn every macron into two wrong letters;
 * - one element per line, a leaf without its end tag, an aggregate with one, and no element
 *   without a value: an empty <MEMO> is where readers that rebuild end tags fail.
 * SGML rather than OFX 2's XML because every reader above takes 1.0.2 and not every one takes 2.x.
 */
const HEADER = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:UTF-8', 'CHARSET:NONE',
  'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE'];

/** OFX's kinds of transaction for the ledger's. */
const TRNTYPE: Readonly<Record<string, string>> = {
  card: 'POS', payment: 'PAYMENT', transfer: 'XFER', 'direct-debit': 'DIRECTDEBIT', deposit: 'DEP', interest: 'INT', fee: 'FEE',
};

/** Text as one SGML line: markup characters escaped, line breaks and runs of spaces made one space. */
const sgml = (value: string) => value.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ofxDate = (date: string) => date.replace(/-/g, '');
/** An instant in OFX's form, in UTC: 20261123093000[0:GMT]. */
const ofxInstant = (ms: number) => `${new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)}[0:GMT]`;

/** `<TAG>value` for a value worth writing; nothing at all for an empty one. */
const leaf = (tag: string, value: string): string[] => (value ? [`<${tag}>${value}`] : []);

function transactionLines(t: Transaction): string[] {
  return [
    '<STMTTRN>',
    `<TRNTYPE>${TRNTYPE[t.kind] ?? (t.amount < 0 ? 'DEBIT' : 'CREDIT')}`,
    `<DTPOSTED>${ofxDate(t.date)}`,
    `<TRNAMT>${centsToDecimal(t.amount)}`,
    `<FITID>${t.id}`,
    // NAME holds 32 characters in OFX 1.x; the whole description goes in MEMO when it is longer.
    ...leaf('NAME', sgml(t.description.slice(0, 32))),
    ...leaf('MEMO', sgml([t.description.length > 32 ? t.description : '', t.particulars, t.code, t.reference].filter(Boolean).join(' '))),
    '</STMTTRN>',
  ];
}

/** The account's number as OFX's bank, branch and account ids: 38 / 9123 / 0102004-00. */
function accountLines(account: AccountDetails, creditCard: boolean): string[] {
  const [bank = '', branch = '', base = '', suffix = ''] = account.accountNumber.split('-');
  if (creditCard) return ['<CCACCTFROM>', `<ACCTID>${account.accountNumber}`, '</CCACCTFROM>'];
  const type = ['savings', 'online-saver', 'term-deposit'].includes(account.product) ? 'SAVINGS' : 'CHECKING';
  return ['<BANKACCTFROM>', `<BANKID>${bank}`, `<BRANCHID>${branch}`, `<ACCTID>${base}-${suffix}`, `<ACCTTYPE>${type}`, '</BANKACCTFROM>'];
}

/** A statement range as an OFX file (posted transactions only: a statement holds what has posted), written at `nowMs`. */
export function toOfx(account: AccountDetails, statement: StatementRange, nowMs: number): string {
  const card = account.product === 'credit-card';
  const [messages, response, statement_] = card ? ['CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS'] : ['BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS'];
  const status = ['<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>'];
  const lines = [
    ...HEADER, '',
    '<OFX>',
    '<SIGNONMSGSRSV1>', '<SONRS>', ...status, `<DTSERVER>${ofxInstant(nowMs)}`, '<LANGUAGE>ENG', '</SONRS>', '</SIGNONMSGSRSV1>',
    `<${messages}>`, `<${response}>`, '<TRNUID>1', ...status,
    `<${statement_}>`, '<CURDEF>NZD', ...accountLines(account, card),
    '<BANKTRANLIST>', `<DTSTART>${ofxDate(statement.from)}`, `<DTEND>${ofxDate(statement.to)}`,
    ...statement.transactions.flatMap(transactionLines),
    '</BANKTRANLIST>',
    '<LEDGERBAL>', `<BALAMT>${centsToDecimal(statement.closingBalance)}`, `<DTASOF>${ofxDate(statement.to)}`, '</LEDGERBAL>',
    `</${statement_}>`, `</${response}>`, `</${messages}>`,
    '</OFX>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
